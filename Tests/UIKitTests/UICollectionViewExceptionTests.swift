#if compiler(>=6.2)
  import UIKit
  import Testing

  /// The collection view's programmer errors, which UIKit answers with an exception, stop the UIKit stand-in too;
  /// each runs in a child process (exit tests need Swift 6.2).
  struct UICollectionViewExceptionTests {
    /// A data source that dequeues cells for an identifier nothing was registered for.
    @MainActor final class UnregisteredDataSource: NSObject, UICollectionViewDataSource {
      func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }

      func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
      {
        collectionView.dequeueReusableCell(withReuseIdentifier: "never registered", for: indexPath)
      }
    }

    /// `dequeueReusableCell(withReuseIdentifier:for:)`: before calling it "you must use this method or the
    /// register(_:forCellWithReuseIdentifier:) method to tell the collection view how to create a new cell";
    /// UIKit raises "could not dequeue a view of kind: UICollectionElementKindCell with identifier …".
    @Test func dequeuingAnUnregisteredIdentifierStops() async {
      await #expect(processExitsWith: .failure) {
        await MainActor.run {
          let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
          let collectionView = UICollectionView(
            frame: window.bounds,
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
          let dataSource = UnregisteredDataSource()
          collectionView.dataSource = dataSource
          window.addSubview(collectionView)
          collectionView.layoutIfNeeded()
        }
      }
    }

    /// `NSDiffableDataSourceSnapshot`: "Each of your sections and items must have unique identifiers"; UIKit
    /// raises "Fatal: supplied item identifiers are not unique".
    @Test func appendingTheSameItemTwiceStops() async {
      await #expect(processExitsWith: .failure) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "a"])
      }
    }

    /// An item identifier already in the snapshot is a duplicate too.
    @Test func appendingAnItemAlreadyInTheSnapshotStops() async {
      await #expect(processExitsWith: .failure) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["a"], toSection: 0)
        snapshot.appendItems(["a"], toSection: 1)
      }
    }

    /// Section identifiers must be unique as well.
    @Test func appendingTheSameSectionTwiceStops() async {
      await #expect(processExitsWith: .failure) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 0])
      }
    }

    /// A cell provider returning `nil` is a programmer error (UIKit raises that the data source returned a nil
    /// cell).
    @Test func aCellProviderReturningNilStops() async {
      await #expect(processExitsWith: .failure) {
        await MainActor.run {
          let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
          let collectionView = UICollectionView(
            frame: window.bounds,
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
          let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { _, _, _ in
            nil
          }
          var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
          snapshot.appendSections([0])
          snapshot.appendItems(["a"])
          window.addSubview(collectionView)
          dataSource.apply(snapshot, animatingDifferences: false)
        }
      }
    }
  }
#endif
