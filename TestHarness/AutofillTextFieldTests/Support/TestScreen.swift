#if canImport(UIKit)
  import AutofillTextField
  @preconcurrency import UIKit
  import XCTest

  /// The TestHarness app's own key window, showing a test's view controller: the place a
  /// hosted test puts a field, so it can become first responder, raise the keyboard and float
  /// its dropdown over the controller's view. The tests run inside the app (`TEST_HOST`), so
  /// the window is the one the app's scene made; the test borrows it and gives it back.
  @MainActor
  final class TestScreen {
    /// The app's key window.
    let window: UIWindow
    /// The test's view controller, the window's root while the test runs.
    let rootViewController: UIViewController
    /// The app's own root view controller, put back by ``close()``.
    private var appRootViewController: UIViewController?

    /// The root view of the screen: the root view controller's view.
    var root: UIView { rootViewController.view }

    /// Shows `rootViewController` as the root of the app's key window.
    init(
      rootViewController: UIViewController = UIViewController(),
      file: StaticString = #filePath, line: UInt = #line
    ) {
      // On a cold simulator the first test can start before the app's scene is active and its
      // window key: wait for it, a bounded time.
      let deadline = Date(timeIntervalSinceNow: 10)
      var window: UIWindow? { Self.appWindow() }
      while !(window?.isKeyWindow ?? false), Date() < deadline {
        RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
      }
      guard let window else {
        // Only a test bundle run without its host app gets here: the scheme is wrong.
        preconditionFailure(
          "The hosted tests run inside the TestHarness app: test the TestHarness scheme")
      }
      if !window.isKeyWindow {
        XCTFail("the app's window was not key when the test began", file: file, line: line)
      }
      self.window = window
      self.rootViewController = rootViewController
      appRootViewController = window.rootViewController
      window.endEditing(true)
      window.rootViewController = rootViewController
      rootViewController.view.backgroundColor = .systemBackground
      window.makeKeyAndVisible()
      window.layoutIfNeeded()
    }

    /// The key window of the app's foreground scene, else any window of its scenes.
    private static func appWindow() -> UIWindow? {
      let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
      let active = scenes.first { $0.activationState == .foregroundActive }
      return active?.windows.first(where: \.isKeyWindow) ?? active?.windows.first
        ?? scenes.flatMap(\.windows).first
    }

    /// Ends editing, dismisses everything the test presented (the whole stack, and waits until
    /// it is gone, a bounded time, so no transition view stays over the next test's screen),
    /// and gives the window its app's root view controller back, letting go of the test's
    /// controllers.
    func close() {
      window.endEditing(true)
      if rootViewController.presentedViewController != nil {
        rootViewController.dismiss(animated: false)
        let deadline = Date(timeIntervalSinceNow: 5)
        while rootViewController.presentedViewController != nil, Date() < deadline {
          RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
        }
      }
      window.rootViewController = appRootViewController
      appRootViewController = nil
      window.layoutIfNeeded()
    }
  }

  extension XCTestCase {
    /// A screen showing `controller` in the app's key window, closed when the test ends.
    @MainActor
    func makeScreen(
      _ controller: UIViewController = UIViewController(),
      file: StaticString = #filePath, line: UInt = #line
    ) -> TestScreen {
      let screen = TestScreen(rootViewController: controller, file: file, line: line)
      addTeardownBlock { screen.close() }
      return screen
    }

    /// A screen with a field over ``Fixtures/cities`` in its root view, editing.
    ///
    /// - Parameters:
    ///   - items: The field's items.
    ///   - frame: The field's frame in the root view.
    /// - Returns: The screen and the field, which is first responder.
    @MainActor
    func makeEditingField(
      items: [AutofillItem] = Fixtures.cities, frame: CGRect = Fixtures.topFieldFrame,
      file: StaticString = #filePath, line: UInt = #line
    ) -> (TestScreen, AutofillTextField) {
      let screen = makeScreen(file: file, line: line)
      let field = Fixtures.makeField(items: items, frame: frame)
      screen.root.addSubview(field)
      XCTAssertTrue(
        field.becomeFirstResponder(), "the field could not become first responder",
        file: file, line: line)
      return (screen, field)
    }
  }
#endif
