#if canImport(UIKit) && canImport(SwiftUI)
  import AutofillTextField
  import SwiftUI
  @preconcurrency import UIKit
  import XCTest

  /// The dropdown's look: Liquid Glass on iOS 26 and later by default, the opaque table on
  /// earlier iOS and wherever the host chose it. Each test asserts what the simulator's iOS
  /// should show.
  @MainActor
  final class DropdownLookTests: XCTestCase {
    /// Asserts the opaque look: the table itself in `container`, on `color`, with its border,
    /// and no visual effect view around it.
    private func assertOpaque(
      _ table: UITableView, in container: UIView, color: UIColor,
      file: StaticString = #filePath, line: UInt = #line
    ) {
      XCTAssertIdentical(table.superview, container, file: file, line: line)
      XCTAssertIdentical(table.placedView, table, file: file, line: line)
      let traits = table.traitCollection
      XCTAssertEqual(
        table.backgroundColor?.resolvedColor(with: traits), color.resolvedColor(with: traits),
        file: file, line: line)
      XCTAssertEqual(table.layer.borderWidth, 0.5, file: file, line: line)
      XCTAssertFalse(
        container.subviews.contains { $0 is UIVisualEffectView }, "a glass was left behind",
        file: file, line: line)
    }

    /// Asserts the default look: the glass on iOS 26 and later when the build has iOS 26's SDK
    /// (Xcode 26), else the opaque table (an Xcode 16 build has no `UIGlassEffect`, so it
    /// shows the opaque table on every iOS).
    private func assertDefaultLook(
      _ table: UITableView, in container: UIView, field: AutofillTextField,
      file: StaticString = #filePath, line: UInt = #line
    ) throws {
      #if compiler(>=6.2)
        if #available(iOS 26.0, *) {
          return try assertGlass(table, in: container, field: field, file: file, line: line)
        }
      #endif
      assertOpaque(table, in: container, color: .secondarySystemBackground, file: file, line: line)
    }

    #if compiler(>=6.2)
      /// Asserts the glass look: a glass effect view in `container`, placed where the field
      /// reports its dropdown, rounded by its corner configuration without clipping, with the
      /// table filling its content view (never a direct subview), clear so the glass shows, and
      /// taking the touches on the dropdown.
      @available(iOS 26.0, *)
      private func assertGlass(
        _ table: UITableView, in container: UIView, field: AutofillTextField,
        file: StaticString = #filePath, line: UInt = #line
      ) throws {
        let glass = try XCTUnwrap(table.dropdownGlass, "no glass", file: file, line: line)
        XCTAssertIdentical(glass.superview, container, file: file, line: line)
        XCTAssertEqual(
          container.subviews.filter { $0 is UIVisualEffectView }.count, 1,
          "an old glass was left behind", file: file, line: line)
        XCTAssertIdentical(table.superview, glass.contentView, file: file, line: line)
        XCTAssertFalse(glass.subviews.contains(table), file: file, line: line)
        XCTAssertEqual(field.dropdownFrame, glass.frame, file: file, line: line)
        XCTAssertEqual(table.frame.size, glass.bounds.size, file: file, line: line)
        XCTAssertEqual(table.backgroundColor?.cgColor.alpha ?? 0, 0, file: file, line: line)
        XCTAssertEqual(table.layer.borderWidth, 0, file: file, line: line)
        // Rounded by its corner configuration, not by clipping, which would cut away the
        // glass's shadow and edge.
        XCTAssertEqual(glass.effectiveRadius(corner: .topLeft), 10, file: file, line: line)
        XCTAssertFalse(glass.clipsToBounds, "clipped: no shadow or edge", file: file, line: line)
        XCTAssertFalse(glass.isHidden || table.isHidden, file: file, line: line)
        for cell in DropdownProbe.cells(of: table) {
          XCTAssertEqual(cell.backgroundColor?.cgColor.alpha ?? 0, 0, file: file, line: line)
        }
        let point = glass.convert(CGPoint(x: glass.bounds.midX, y: 8), to: container)
        XCTAssertTrue(
          container.hitTest(point, with: nil)?.isDescendant(of: table) ?? false,
          "a touch on the glass does not reach the rows", file: file, line: line)
      }
    #endif

    // Fails if, by default, iOS 26 and later do not float the rows on a glass effect view (rows in
    // its contentView, the glass placed, hit-tested and reported as the dropdown, rounded by
    // cornerConfiguration and not clipped, which would take its shadow and edge), or earlier iOS
    // (and every iOS in a build with Xcode 16, whose SDK has no glass) does not keep the opaque
    // table exactly as before.
    func test_defaultLook_isGlassOnIOS26AndLater_elseTheOpaqueTable() throws {
      let (screen, field) = makeEditingField()
      XCTAssertFalse(field.usesOpaqueDropdown)
      field.enterText("zu")
      let table = try XCTUnwrap(waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"]))
      try assertDefaultLook(table, in: screen.root, field: field)
    }

    // Fails if usesOpaqueDropdown does not keep the opaque table (no glass) on every iOS.
    func test_usesOpaqueDropdown_showsTheOpaqueTableOnEveryIOS() throws {
      let (screen, field) = makeEditingField()
      field.usesOpaqueDropdown = true
      field.enterText("zu")
      let table = try XCTUnwrap(waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"]))
      assertOpaque(table, in: screen.root, color: .secondarySystemBackground)
      XCTAssertEqual(field.dropdownFrame, table.frame)
    }

    // Fails if a host's tableBackgroundColor does not choose the opaque look in that colour (a
    // host's colour would be lost under glass on iOS 26).
    func test_tableBackgroundColor_choosesTheOpaqueLookInThatColour() throws {
      let (screen, field) = makeEditingField()
      field.tableBackgroundColor = .systemYellow
      XCTAssertTrue(field.usesOpaqueDropdown)
      field.enterText("zu")
      let table = try XCTUnwrap(waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"]))
      assertOpaque(table, in: screen.root, color: .systemYellow)
    }

    // Fails if setting tableBackgroundColor while the opaque dropdown shows does not recolour it
    // in place, or hides and shows it again (the host would hear willHide, didHide, willShow and
    // didShow, and a finger on a row would lose its pick).
    func test_tableBackgroundColorWhileOpaqueShows_recoloursInPlaceWithoutHiding() throws {
      let (screen, field) = makeEditingField()
      field.usesOpaqueDropdown = true
      let log = FieldEventLog()
      log.attach(to: field)
      field.enterText("zu")
      let table = try XCTUnwrap(waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"]))
      let shown = log.dropdownEvents
      XCTAssertEqual(shown.last, "didShow")
      field.tableBackgroundColor = .systemYellow
      field.usesOpaqueDropdown = true
      assertOpaque(table, in: screen.root, color: .systemYellow)
      XCTAssertEqual(log.dropdownEvents, shown, "the dropdown was hidden and shown again")
    }

    // Fails if switching the look while the dropdown shows leaves the old view (a glass or the
    // bare table) in the container, or does not show the rows in the new look.
    func test_switchingTheLookWhileShowing_showsTheRowsAgainInTheNewLook() throws {
      let (screen, field) = makeEditingField()
      field.enterText("zu")
      let table = try XCTUnwrap(waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"]))
      field.usesOpaqueDropdown = true
      waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"])
      assertOpaque(table, in: screen.root, color: .secondarySystemBackground)
      field.usesOpaqueDropdown = false
      waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"])
      try assertDefaultLook(table, in: screen.root, field: field)
    }

    // Fails if the composer's usesOpaqueDropdown does not reach its dropdown (a host that chose
    // the opaque look for its fields would get glass under its composer on iOS 26), or the
    // composer's default is not the field's.
    func test_composerUsesOpaqueDropdown_showsTheOpaqueTableOnEveryIOS() throws {
      let screen = makeScreen()
      let composer = AutofillTextView(frame: Fixtures.topFieldFrame, textContainer: nil)
      composer.triggers = [AutofillTrigger("@", items: Fixtures.cities)]
      XCTAssertFalse(composer.usesOpaqueDropdown)
      composer.usesOpaqueDropdown = true
      // Before iOS 26 the table is opaque anyway: the setting itself must have been kept.
      XCTAssertTrue(composer.usesOpaqueDropdown)
      screen.root.addSubview(composer)
      XCTAssertTrue(composer.becomeFirstResponder())
      for character in "@zu" { composer.insertText(String(character)) }
      let table = try XCTUnwrap(waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"]))
      // The composer has no tableBackgroundColor: its opaque table is a plain table's own.
      assertOpaque(table, in: screen.root, color: .systemBackground)
    }

    // Fails if the SwiftUI modifier autofillOpaqueDropdown does not reach the field's setting, or
    // the field's default is not glass.
    func test_autofillOpaqueDropdownModifier_setsTheFieldsOpaqueLook() throws {
      let plain = UIHostingController(
        rootView: AutofillField("City", text: .constant(""), items: Fixtures.cities))
      let opaque = UIHostingController(
        rootView: AutofillField("City", text: .constant(""), items: Fixtures.cities)
          .autofillOpaqueDropdown())
      for (controller, expected) in [(plain, false), (opaque, true)] as [(UIViewController, Bool)] {
        let screen = makeScreen(controller)
        let field = waitForHostedField(in: screen)
        XCTAssertEqual(field?.usesOpaqueDropdown, expected)
        // No `close()` here: its teardown block closes it (a second close would leave the
        // app's window without its root view controller).
      }
    }
  }
#endif
