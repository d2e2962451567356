import Testing

@testable import Demo

@MainActor
@Test func theAppScreenHasItsTitle() {
  #expect(ViewController().screenTitle == "Demo")
}
