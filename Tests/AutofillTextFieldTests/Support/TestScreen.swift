#if canImport(UIKit)
  import AutofillTextField
  @preconcurrency import UIKit
  import XCTest

  /// A key window on screen with a root view controller: the place a hosted test puts a field,
  /// so it can become first responder and float its dropdown over the controller's view.
  @MainActor
  final class TestScreen {
    /// The window, key and visible.
    let window: UIWindow
    /// The window's root view controller.
    let rootViewController: UIViewController

    /// The root view of the screen: the root view controller's view.
    var root: UIView { rootViewController.view }

    /// Shows `rootViewController` in a new key window (in the app's window scene, when the
    /// test runner has one).
    init(rootViewController: UIViewController = UIViewController()) {
      // `shared` is declared non-optional but is nil in a test bundle run without a host
      // application: a window without a scene is used then.
      let application: UIApplication? = UIApplication.shared
      let scene = application?.connectedScenes.lazy
        .compactMap { $0 as? UIWindowScene }.first
      window =
        scene.map { UIWindow(windowScene: $0) }
        ?? UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      self.rootViewController = rootViewController
      window.rootViewController = rootViewController
      rootViewController.view.backgroundColor = .systemBackground
      window.makeKeyAndVisible()
      window.layoutIfNeeded()
    }

    /// Takes the window off screen and lets go of its controllers.
    func close() {
      window.endEditing(true)
      rootViewController.presentedViewController?.dismiss(animated: false)
      window.isHidden = true
      window.rootViewController = nil
    }
  }

  extension XCTestCase {
    /// A screen showing `controller`, closed when the test ends.
    @MainActor
    func makeScreen(_ controller: UIViewController = UIViewController()) -> TestScreen {
      let screen = TestScreen(rootViewController: controller)
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
      let screen = makeScreen()
      let field = Fixtures.makeField(items: items, frame: frame)
      screen.root.addSubview(field)
      XCTAssertTrue(
        field.becomeFirstResponder(), "the field could not become first responder",
        file: file, line: line)
      return (screen, field)
    }
  }
#endif
