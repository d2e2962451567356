#if compiler(>=6.2)
  import UIKit
  import Testing

  /// The programmer errors UIKit answers with an exception stop the stand-in too; each runs in a child process (exit
  /// tests need Swift 6.2).
  struct UIKitExceptionTests {
    @Test func presentingAChildOfAnotherControllerStops() async {
      await #expect(processExitsWith: .failure) {
        await { @MainActor in
          let window = await TestWindow()
          let parent = UIViewController()
          let child = UIViewController()
          parent.addChild(child)
          window.rootViewController.present(child, animated: false)
        }()
      }
    }

    @Test func presentingAPresentedControllerStops() async {
      await #expect(processExitsWith: .failure) {
        await { @MainActor in
          let window = await TestWindow()
          let modal = UIViewController()
          window.rootViewController.present(modal, animated: false)
          modal.present(modal, animated: false)
        }()
      }
    }

    @Test func presentingAControllerOnScreenStops() async {
      await #expect(processExitsWith: .failure) {
        await { @MainActor in
          let window = await TestWindow()
          let other = await TestWindow()
          window.rootViewController.present(other.rootViewController, animated: false)
        }()
      }
    }

    @Test func pushingTheSameControllerTwiceStops() async {
      await #expect(processExitsWith: .failure) {
        await MainActor.run {
          let root = UIViewController()
          let navigation = UINavigationController(rootViewController: root)
          navigation.pushViewController(root, animated: false)
        }
      }
    }

    @Test func pushingANavigationControllerStops() async {
      await #expect(processExitsWith: .failure) {
        await MainActor.run {
          let navigation = UINavigationController(rootViewController: UIViewController())
          navigation.pushViewController(UINavigationController(), animated: false)
        }
      }
    }

    @Test func poppingToAControllerNotOnTheStackStops() async {
      await #expect(processExitsWith: .failure) {
        await MainActor.run {
          let navigation = UINavigationController(rootViewController: UIViewController())
          navigation.popToViewController(UIViewController(), animated: false)
        }
      }
    }
  }
#endif
