import AutofillCore
import XCTest

/// The words come from the package's resources, with the English defaults, in each supported
/// language, with each language's plural forms; a host can replace every text.
final class StringsTests: XCTestCase {
  func test_englishTexts() {
    let texts = AutofillStateTexts(language: "en")
    XCTAssertEqual(texts.loadingTitle, "Loading options")
    XCTAssertEqual(texts.noMatchesTitle, "No matches found")
    XCTAssertEqual(texts.failureTitle, "Something went wrong.")
    XCTAssertEqual(texts.loadingAnnouncement, "Loading suggestions")
    XCTAssertEqual(texts.suggestionCount.text(for: 1), "1 suggestion available")
    XCTAssertEqual(texts.suggestionCount.text(for: 12), "12 suggestions available")
    XCTAssertEqual(texts.rowAnnouncement("Zürich", 1, 5), "Zürich, 2 of 5")
    XCTAssertEqual(texts.rowPosition(1, 5), "2 of 5")
    XCTAssertEqual(texts.rotorName, "Suggestions")
    XCTAssertEqual(texts.mentionsRotorName, "Mentions")
    XCTAssertEqual(texts.otherSectionTitle, "Other")
  }

  func test_staticTextsAreTheCurrentLanguages() {
    let texts = AutofillStateTexts(language: AutofillStrings.currentLanguage)
    XCTAssertEqual(AutofillStrings.loadingTitle, texts.loadingTitle)
    XCTAssertEqual(AutofillStrings.suggestionCount(3), texts.suggestionCount.text(for: 3))
    XCTAssertEqual(AutofillStrings.rowAnnouncement("a", 0, 2), texts.rowAnnouncement("a", 0, 2))
    XCTAssertEqual(AutofillStrings.suggestionsRotorName, texts.rotorName)
  }

  func test_switchingLanguage_translatesEveryText() {
    let cases: [(String, loading: String, none: String, rotor: String, row: String, line: UInt)] = [
      ("fr", "Chargement des options", "Aucun résultat", "Suggestions", "Nice, 2 sur 5", #line),
      ("de", "Optionen werden geladen", "Keine Treffer", "Vorschläge", "Nice, 2 von 5", #line),
      (
        "es", "Cargando opciones", "No se encontraron coincidencias", "Sugerencias",
        "Nice, 2 de 5", #line
      ),
      ("ja", "候補を読み込み中", "一致する候補はありません", "候補", "Nice、5件中2件目", #line),
      ("ar", "جارٍ تحميل الخيارات", "لا توجد نتائج مطابقة", "الاقتراحات", "Nice، 2 من 5", #line),
    ]
    let english = AutofillStateTexts(language: "en")
    for (language, loading, none, rotor, row, line) in cases {
      let texts = AutofillStateTexts(language: language)
      XCTAssertEqual(texts.language, language, line: line)
      XCTAssertEqual(texts.loadingTitle, loading, line: line)
      XCTAssertEqual(texts.noMatchesTitle, none, line: line)
      XCTAssertEqual(texts.rotorName, rotor, line: line)
      XCTAssertEqual(texts.rowAnnouncement("Nice", 1, 5), row, line: line)
      XCTAssertNotEqual(texts.failureTitle, english.failureTitle, line: line)
      XCTAssertNotEqual(texts.loadingAnnouncement, english.loadingAnnouncement, line: line)
      XCTAssertNotEqual(texts.rowPosition(0, 3), english.rowPosition(0, 3), line: line)
    }
  }

  func test_mentionsRotorName_andOtherSectionTitle_areTranslated() {
    let cases: [(String, rotor: String, other: String, line: UInt)] = [
      ("en", "Mentions", "Other", #line), ("fr", "Mentions", "Autres", #line),
      ("de", "Erwähnungen", "Weitere", #line), ("es", "Menciones", "Otros", #line),
      ("ja", "メンション", "その他", #line), ("ar", "الإشارات", "أخرى", #line),
      ("pt", "Mentions", "Other", #line),
    ]
    for (language, rotor, other, line) in cases {
      let texts = AutofillStateTexts(language: language)
      XCTAssertEqual(texts.mentionsRotorName, rotor, line: line)
      XCTAssertEqual(texts.otherSectionTitle, other, line: line)
    }
  }

  // Fails if Backspace selecting a mention has no announcement in a supported language (issue
  // 47, item 11: VoiceOver would say nothing and the next Backspace would delete the name
  // unannounced), the mention's text is not in it, or a host's own format is not used.
  func test_mentionSelectedAnnouncement_isTranslated() {
    let cases: [(String, String, line: UInt)] = [
      ("en", "Mention @Zuri selected. Delete again to remove it.", #line),
      ("fr", "Mention @Zuri sélectionnée. Supprimez à nouveau pour la retirer.", #line),
      ("de", "Erwähnung @Zuri ausgewählt. Erneut löschen, um sie zu entfernen.", #line),
      ("es", "Mención @Zuri seleccionada. Vuelve a borrar para quitarla.", #line),
      ("ja", "メンション@Zuriを選択しました。もう一度削除すると取り除かれます。", #line),
      ("ar", "تم تحديد الإشارة @Zuri. احذف مرة أخرى لإزالتها.", #line),
      ("pt", "Mention @Zuri selected. Delete again to remove it.", #line),
    ]
    for (language, announcement, line) in cases {
      XCTAssertEqual(
        AutofillStateTexts(language: language).mentionSelected("@Zuri"), announcement, line: line)
    }
    var texts = AutofillStateTexts(language: "en")
    texts.mentionSelectedFormat = "%1$@ – %"
    XCTAssertEqual(texts.mentionSelected("@Zuri"), "@Zuri – %")
  }

  func test_counts_takeEachLanguagesPluralForm() {
    let cases: [(String, Int, String, line: UInt)] = [
      ("en", 1, "1 suggestion available", #line),
      ("en", 0, "0 suggestions available", #line),
      ("en", 5, "5 suggestions available", #line),
      ("fr", 0, "0 suggestion disponible", #line),
      ("fr", 1, "1 suggestion disponible", #line),
      ("fr", 2, "2 suggestions disponibles", #line),
      ("fr", 1_000_000, "1000000 de suggestions disponibles", #line),
      ("de", 1, "1 Vorschlag verfügbar", #line),
      ("de", 7, "7 Vorschläge verfügbar", #line),
      ("es", 1, "1 sugerencia disponible", #line),
      ("es", 3, "3 sugerencias disponibles", #line),
      ("ja", 1, "候補が1件あります", #line),
      ("ja", 5, "候補が5件あります", #line),
      ("ar", 0, "لا توجد اقتراحات", #line),
      ("ar", 1, "اقتراح واحد متاح", #line),
      ("ar", 2, "اقتراحان متاحان", #line),
      ("ar", 3, "3 اقتراحات متاحة", #line),
      ("ar", 11, "11 اقتراحًا متاحًا", #line),
      ("ar", 100, "100 اقتراح متاح", #line),
      ("ar", 103, "103 اقتراحات متاحة", #line),
    ]
    for (language, count, expected, line) in cases {
      XCTAssertEqual(
        AutofillStateTexts(language: language).suggestionCount.text(for: count), expected,
        line: line)
    }
  }

  func test_pluralCategories_followCLDR() {
    let cases: [(String, [Int], AutofillPluralCategory, line: UInt)] = [
      ("en", [1], .one, #line), ("en", [0, 2, 21], .other, #line),
      ("fr", [0, 1], .one, #line), ("fr", [2, 100], .other, #line),
      ("fr", [2_000_000], .many, #line), ("es", [0, 2], .other, #line),
      ("ja", [0, 1, 2], .other, #line), ("ar", [0], .zero, #line), ("ar", [2], .two, #line),
      ("ar", [3, 10, 203], .few, #line), ("ar", [11, 99, 111], .many, #line),
      ("ar", [100, 101, 102], .other, #line), ("pt-BR", [1], .one, #line),
      ("pt-BR", [2], .other, #line), ("ar", [-3], .few, #line),
    ]
    for (language, counts, category, line) in cases {
      for count in counts {
        XCTAssertEqual(
          AutofillPluralCategory(count: count, language: language), category,
          "\(language) \(count)", line: line)
      }
    }
  }

  func test_language_isTheFirstSupportedPreference() {
    XCTAssertEqual(AutofillStrings.language(for: ["pt-BR", "fr-CA", "de"]), "fr")
    XCTAssertEqual(AutofillStrings.language(for: ["ja_JP"]), "ja")
    XCTAssertEqual(AutofillStrings.language(for: ["pt", "it"]), "en")
    XCTAssertEqual(AutofillStrings.language(for: []), "en")
    XCTAssertEqual(AutofillStateTexts(language: "it").language, "en")
    XCTAssertEqual(AutofillStateTexts(language: "it").loadingTitle, "Loading options")
  }

  func test_hostTexts_replaceEveryText_andBadFormatsNeverCrash() {
    var texts = AutofillStateTexts(language: "fr")
    texts.suggestionCount.forms = [.one: "%d ville", .other: "%d villes"]
    texts.rowAnnouncementFormat = "%3$d/%2$d: %1$@ 100%% %q %5$d %@"
    texts.rowPositionFormat = "%d%"
    XCTAssertEqual(texts.suggestionCount.text(for: 1), "1 ville")
    XCTAssertEqual(texts.suggestionCount.text(for: 2_000_000), "2000000 villes")
    XCTAssertEqual(texts.rowAnnouncement("Nice", 0, 4), "4/1: Nice 100% %q %5$d Nice")
    XCTAssertEqual(texts.rowPosition(2, 9), "3%")
    texts.suggestionCount.forms = [:]
    XCTAssertEqual(texts.suggestionCount.text(for: 4), "4")
  }

  func test_displayable_dropsControlsAndEscapeSequences_andCuts() {
    let cases: [(String, Int, String, UInt)] = [
      ("Dataset unavailable", 300, "Dataset unavailable", #line),
      ("\u{1B}]0;pwned\u{7}\u{1B}[2JDataset\r\nunavailable", 300, "Dataset unavailable", #line),
      ("\u{1B}]2;title\u{1B}\\ok", 300, "ok", #line),
      ("\u{1B}[1;31mred\u{1B}[0m text", 300, "red text", #line),
      ("\u{9B}1mC1 CSI\u{9D}0;t\u{9C} done", 300, "C1 CSI done", #line),
      ("\u{1B}7saved\u{1B}(B", 300, "saved", #line),
      ("bell\u{7} nul\u{0} del\u{7F} nel\u{85}end", 300, "bell nul del nel end", #line),
      ("\u{202E}evil\u{202C} \u{2066}iso\u{2069} \u{200F}mark", 300, "evil iso mark", #line),
      ("  \t padded \u{2028} text  ", 300, "padded text", #line),
      ("Zürich 👩‍👩‍👧 e\u{301}", 300, "Zürich 👩‍👩‍👧 e\u{301}", #line),
      ("\u{1B}[2J\u{7}", 300, "", #line),
      ("abcdef", 4, "abc…", #line),
      ("abcd", 4, "abcd", #line),
      ("abc", 0, "…", #line),
    ]
    for (text, length, expected, line) in cases {
      XCTAssertEqual(
        AutofillStrings.displayable(text, maximumLength: length), expected, line: line)
    }
  }

  func test_displayable_fiveMegabyteMessage_isCutToTheDefaultLength() {
    let message = String(repeating: "\u{1B}[2Jspam ", count: 500_000)
    let shown = AutofillStrings.displayable(message)
    XCTAssertEqual(shown.count, AutofillStrings.maximumDisplayLength)
    XCTAssertTrue(shown.hasPrefix("spam spam"))
    XCTAssertTrue(shown.hasSuffix("…"))
  }

  func test_message_forAnErrorWithControlCharacters_isDisplayable() {
    struct Hostile: LocalizedError {
      var errorDescription: String? { "\u{1B}[2J\rDisk\u{0} full" }
    }
    struct Blank: LocalizedError {
      var errorDescription: String? { "\u{1B}[2J\u{7}" }
    }
    XCTAssertEqual(AutofillStrings.message(for: Hostile()), "Disk full")
    XCTAssertEqual(AutofillStrings.message(for: Blank(), fallback: "Oops"), "Oops")
  }
}
