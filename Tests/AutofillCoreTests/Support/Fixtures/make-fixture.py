#!/usr/bin/env python3
"""Writes multilingual.txt, the matching fixture: one item per line, UTF-8.

Seed words below were written for this project (place names and common words). English words
are a seeded sample of Debian's wamerican-insane (SCOWL, Copyright 2000-2011 Kevin Atkinson,
permission to use, copy, modify and distribute granted; see README.md). Variants are derived
deterministically: case changes, decomposed (NFD) forms, full-width Latin, multi-word and
hyphenated names, emoji with ZWJ sequences. Run: python3 make-fixture.py
"""
import random
import unicodedata
from pathlib import Path

FRENCH = """Besançon Saint-Étienne Orléans Nîmes Pérignon Aix-en-Provence Évry Châlons-en-Champagne
Fécamp Gérardmer Hérault Île-de-France Mâcon Nancy Périgueux Rhône Sète Troyes Vénissieux Yèbles
garçon façade élève être château crème brûlée naïve Noël cœur œuvre sœur bœuf déjà voilà forêt
hôpital hôtel île maïs août Ça Éric Hélène Chloé Zoé Agnès Françoise Jérôme Gaël Anaïs Mégane
à où là théâtre événement préféré réalité sûr goût mûr dîner fenêtre tête fête même élan
Écosse États-Unis Équateur Guyane Réunion Martinique Côte-d'Ivoire Bénin Sénégal Gabon Niger""".split()

GERMAN = """Straße Zürich München Köln Düsseldorf Nürnberg Göttingen Lübeck Würzburg Jülich Fürth
Gießen Tübingen Saarbrücken Osnabrück Öhringen Überlingen Ägypten Österreich Schweiß Fuß Maß
Größe Grüße weiß heißen süß Mädchen Bär Käse Löwe Öl Übung Äpfel Brötchen Frühstück Glück
Müller Schäfer Schröder Weiß Groß Fußball Straßenbahn Größenwahn Äquator Ärger Übermut Öffnung
Bodensee Rhein Mosel Spree Elbe Donau Wörthersee Königsee Zugspitze Brocken Feldberg""".split()

TURKISH = """İstanbul İzmir Ankara Şanlıurfa Eskişehir Çanakkale Muğla Iğdır Kırşehir Ağrı Düzce
Gümüşhane Kütahya Uşak Çorum Bingöl Diyarbakır Şırnak Tekirdağ Kırklareli Aydın Isparta Ilgaz
ığdır ılık ışık İğne ıspanak çiçek şeker ağaç göğüs kız kızıl ırmak İnci İlker Işıl Ilıca
Ödemiş Ürgüp Şile Çeşme Bodrum Fethiye Kaş Kuşadası Göreme Sinop Rize Trabzon Giresun""".split()

GREEK = """Αθήνα Θεσσαλονίκη Πάτρα Ηράκλειο Λάρισα Βόλος Ιωάννινα Καβάλα Χανιά Ρόδος Κέρκυρα
Σίσυφος Ὀδυσσεύς Ἀθῆναι ΣΟΦΙΑ Σοφία σοφία ΆΝΘΡΩΠΟΣ άνθρωπος θάλασσα ουρανός ήλιος φεγγάρι
Ελλάδα Κύπρος Μύκονος Σαντορίνη Νάξος Πάρος Ύδρα Αίγινα Σπέτσες Λευκάδα Ζάκυνθος Κεφαλονιά
ΐ ΰ Ϊ Ϋ ϊ ϋ αϊδόνι πρωί κορόιδο Ευρώπη ευχαριστώ καλημέρα καλησπέρα ψωμί νερό κρασί""".split()

VIETNAMESE = """Hà_Nội Hồ_Chí_Minh Đà_Nẵng Hải_Phòng Cần_Thơ Huế Nha_Trang Đà_Lạt Vũng_Tàu Quy_Nhơn
Phú_Quốc Hạ_Long Sa_Pa Buôn_Ma_Thuột Biên_Hòa Thủ_Đức Mỹ_Tho Rạch_Giá Cà_Mau Bạc_Liêu
Nguyễn Trần Lê Phạm Hoàng Huỳnh Phan Vũ Võ Đặng Bùi Đỗ Hồ Ngô Dương Lý
phở bánh_mì cà_phê nước_mắm trà_đá bún_chả gỏi_cuốn xin_chào cảm_ơn tạm_biệt người Việt_Nam""".split()

ARABIC = """القاهرة الإسكندرية بيروت دمشق عمّان بغداد الرياض جدة مكة المدينة دبي أبوظبي الدوحة
الكويت مسقط صنعاء تونس الجزائر الرباط الدار_البيضاء مراكش طرابلس الخرطوم
كتاب مدرسة سلام شكراً مرحبا قهوة شاي خبز ماء بيت سيارة مُحَمَّد عَرَبِيّ""".split()

HEBREW = """ירושלים תל_אביב חיפה באר_שבע אילת נתניה חולון רמת_גן הרצליה טבריה צפת עכו נצרת
שלום תודה בוקר_טוב ספר בית מים לחם קפה שָׁלוֹם עִבְרִית""".split()

ENGLISH_NAMES = """New York|Los Angeles|San Francisco|Rio de Janeiro|Buenos Aires|Hong Kong|Kuala Lumpur
Cape Town|Ho Chi Minh City|St. Louis|Winston-Salem|Wilkes-Barre|O'Fallon|Coeur d'Alene
Port-au-Prince|Stratford-upon-Avon|Newcastle upon Tyne|King's Lynn|Bury St Edmunds
Ulm an der Donau|Frankfurt am Main|Halle (Saale)|Freiburg im Breisgau|Zürich HB|Genève-Cornavin
banana|bananas|nana|ananas|Nana|na|ab|abab|a b|a-b|a--b|x.y.z|100 Main St|5th Avenue|Route 66
TEST|Test|test|tEsT|""".replace("\n", "|").split("|")

CJK_AND_WIDTH = """東京 大阪 京都 北京 上海 서울 부산 カタカナ ｶﾀｶﾅ ｶﾞｷﾞｸﾞ ガギグ ひらがな 漢字 한국어 ＡＢＣ ＡＢＣｄｅｆ""".split()

EMOJI = [
    "👩‍👩‍👧 family",
    "👩‍👩‍👧",
    "👩",
    "👩‍💻 developer",
    "🇨🇭 Switzerland",
    "🇩🇪🇫🇷",
    "👍🏽 thumbs",
    "❤️ love",
    "☕ coffee",
    "🏳️‍🌈 flag",
    "café ☕",
    "e\u0301clair",
    "\u0301 lone mark",
    "a\u0308\u0301 stacked",
    "ﬁnance",
    "ŉ",
    "Ǆemal",
    "İİ",
    "ß",
    "SS",
    "ẞ capital",
    "ﬀ",
    "Å",
    "Å",
    "\u00a0nbsp",
    "tab\there",
    "  padded  ",
    "e\u0301",
    "é",
]


# Marks, joiners and emoji modifiers after a control, soft hyphen or zero-width space: Foundation
# folds them with the scalar before them. Appended after the shuffle so the rest stays put.
AFTER_CONTROLS = [
    "Zu\t\u0301",
    "Zu\t",
    "\u00ad\U0001F3FD",
    "\u00ad\U0001F3FD thumbs",
    "tab\t\u200c",
    "x\u200b\u0301y",
    "cr\r\u0308 mark",
    "soft\u00ad\u0301hyphen",
    "del\u007f\u0301",
    "line\u2028\u20dd",
]


def fullwidth(word):
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in word)


def main():
    here = Path(__file__).resolve().parent
    rng = random.Random(20261121)
    english = [
        w.strip()
        for w in open("/usr/share/dict/american-english-insane", encoding="utf-8")
        if w.strip()
    ]
    sample = rng.sample(english, 900)
    seeds = FRENCH + GERMAN + TURKISH + GREEK + ARABIC + HEBREW + CJK_AND_WIDTH
    seeds += VIETNAMESE
    seeds = [word.replace("_", " ") for word in seeds]
    items = []
    items += sample
    items += [n.strip() for n in ENGLISH_NAMES if n.strip()]
    items += EMOJI
    for word in seeds:
        items.append(word)
        items.append(word.upper())
        items.append(word.lower())
        items.append(unicodedata.normalize("NFD", word))
        if rng.random() < 0.3:
            items.append(word.capitalize() + " " + rng.choice(seeds))
        if rng.random() < 0.2:
            items.append(rng.choice(seeds) + "-" + word)
    for word in rng.sample(sample, 150) + rng.sample(seeds, 80):
        items.append(fullwidth(word))
    for word in rng.sample(sample, 120):
        items.append(word.upper())
        items.append(word[:1].upper() + word[1:] + "'s")
    for word in rng.sample(seeds, 60):
        items.append(rng.choice(["🇨🇭 ", "👩‍👩‍👧 ", "☕"]) + word)
    rng.shuffle(items)
    items += AFTER_CONTROLS
    lines = [i.replace("\n", " ") for i in items if i.strip("\n")]
    (here / "multilingual.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(len(lines), "items")


main()
