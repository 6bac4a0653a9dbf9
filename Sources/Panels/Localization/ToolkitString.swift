/// The toolkit's own words: the few pieces of text Panels' components show or give to
/// assistive technologies themselves (a secure field's Show / Hide, a title bar's Back,
/// the shell's Menu), translated for the context's locale as the app's own strings are.
///
/// Contract: `text(for:)` looks a locale up by its fallbacks (`pt-BR` → `pt` → English),
/// so every locale gets a word and an unknown one gets the English; the pseudo-locales
/// transform the English as they transform an app's development language (`en-XA`
/// shows `[Ɓåçķ one]`, so the toolkit's text is never mistaken for a hard-coded
/// string). Every word has every locale in `locales` (`ToolkitStringTests`); the
/// locales are those whose scripts the bundled fonts or the samples' fonts draw.
@usableFromInline
package enum ToolkitString: String, CaseIterable, Sendable {
    /// A secure field's control that reveals its text.
    case show
    /// A secure field's control that conceals its text again.
    case hide
    /// The reveal control's label for assistive technologies.
    case showText
    /// The conceal control's label for assistive technologies.
    case hideText
    /// A screen's back control (a title bar, a screen stack).
    case back
    /// The side menu's navigation region.
    case menu
    /// The scrim that closes the side menu.
    case closeMenu
    /// A tab bar's tab list.
    case tabs
    /// A sheet's dialog.
    case sheet
    /// The shell's toolbar.
    case toolbar
    /// A time scrubber's default label.
    case time
    /// A dialog's one action when the app gives none.
    case ok
    /// A sheet's lowest detent, as read to assistive technologies.
    case collapsed
    /// A sheet's middle detent.
    case halfHeight
    /// A sheet's highest detent.
    case expanded
    /// A place in a sequence: the item's name (`%1$@`), its place (`%2$d`) and the count
    /// (`%3$d`): "half height, 2 of 3".
    case placeOf
    /// A time within a duration: "2:17 of 4:05".
    case timeOf
    /// A sheet's detent at a height in points (`%d`).
    case pointsHigh
    /// A sheet's detent at a percentage of the height (`%d`).
    case percentHigh
    /// A sheet's detent at a gap below the top in points (`%d`).
    case pointsBelowTop

    /// The locales the table has a word for, besides English.
    package static let locales = [
        "ar", "de", "es", "fr", "he", "it", "ja", "ko", "nl", "pl", "pt", "pt-PT", "ru", "sv", "tr", "zh-Hans",
        "zh-Hant",
    ]

    /// This word in the locale `tag` (a BCP 47 tag such as `de-CH` or `zh-Hant-TW`); for
    /// `placeOf` and `timeOf`, the format its arguments fill (`CaptionLocalization`).
    package func text(for tag: String) -> String {
        let english = ToolkitString.english[self]!
        if let pseudo = PseudoLocale(tag: tag) { return pseudo.transform(english) }
        for candidate in LocaleTag.lookupOrder(tag) {
            if let row = ToolkitString.translations[candidate] { return row[self] ?? english }
        }
        return english
    }

    private static let english: [ToolkitString: String] = [
        .show: "Show", .hide: "Hide", .showText: "Show text", .hideText: "Hide text", .back: "Back", .menu: "Menu",
        .closeMenu: "Close menu", .tabs: "Tabs", .sheet: "Sheet", .toolbar: "Toolbar", .time: "Time",
        .ok: "OK", .collapsed: "collapsed", .halfHeight: "half height", .expanded: "expanded",
        .placeOf: "%1$@, %2$d of %3$d", .timeOf: "%1$@ of %2$@", .pointsHigh: "%d points high",
        .percentHigh: "%d percent high", .pointsBelowTop: "%d points below the top",
    ]

    /// The words by locale tag (normalized, as `LocaleTag.fallbacks` gives them).
    package static let translations: [String: [ToolkitString: String]] = [
        "en": english,
        "ar": [
            .show: "إظهار", .hide: "إخفاء", .showText: "إظهار النص", .hideText: "إخفاء النص", .back: "رجوع",
            .menu: "القائمة", .closeMenu: "إغلاق القائمة", .tabs: "علامات التبويب", .sheet: "ورقة",
            .toolbar: "شريط الأدوات", .time: "الوقت",
            .ok: "حسنًا", .collapsed: "مطوية", .halfHeight: "نصف الارتفاع", .expanded: "موسّعة",
            .placeOf: "%1$@، %2$d من %3$d", .timeOf: "%1$@ من %2$@",
            .pointsHigh: "ارتفاع %d نقطة", .percentHigh: "ارتفاع %d٪", .pointsBelowTop: "%d نقطة أسفل الحافة العلوية",
        ],
        "de": [
            .show: "Anzeigen", .hide: "Ausblenden", .showText: "Text anzeigen", .hideText: "Text ausblenden",
            .back: "Zurück", .menu: "Menü", .closeMenu: "Menü schließen", .tabs: "Tabs", .sheet: "Blatt",
            .toolbar: "Symbolleiste", .time: "Uhrzeit",
            .ok: "OK", .collapsed: "eingeklappt", .halfHeight: "halbe Höhe", .expanded: "ausgeklappt",
            .placeOf: "%1$@, %2$d von %3$d", .timeOf: "%1$@ von %2$@",
            .pointsHigh: "%d Punkte hoch", .percentHigh: "%d Prozent hoch",
            .pointsBelowTop: "%d Punkte unter dem oberen Rand",
        ],
        "es": [
            .show: "Mostrar", .hide: "Ocultar", .showText: "Mostrar texto", .hideText: "Ocultar texto", .back: "Atrás",
            .menu: "Menú", .closeMenu: "Cerrar menú", .tabs: "Pestañas", .sheet: "Hoja",
            .toolbar: "Barra de herramientas", .time: "Hora",
            .ok: "Aceptar", .collapsed: "contraída", .halfHeight: "media altura", .expanded: "expandida",
            .placeOf: "%1$@, %2$d de %3$d", .timeOf: "%1$@ de %2$@",
            .pointsHigh: "%d puntos de alto", .percentHigh: "%d por ciento de alto",
            .pointsBelowTop: "%d puntos por debajo del borde superior",
        ],
        "fr": [
            .show: "Afficher", .hide: "Masquer", .showText: "Afficher le texte", .hideText: "Masquer le texte",
            .back: "Retour", .menu: "Menu", .closeMenu: "Fermer le menu", .tabs: "Onglets", .sheet: "Feuille",
            .toolbar: "Barre d’outils", .time: "Heure",
            .ok: "OK", .collapsed: "réduite", .halfHeight: "mi-hauteur", .expanded: "développée",
            .placeOf: "%1$@, %2$d sur %3$d", .timeOf: "%1$@ sur %2$@",
            .pointsHigh: "%d points de haut", .percentHigh: "%d pour cent de haut",
            .pointsBelowTop: "%d points sous le bord supérieur",
        ],
        "he": [
            .show: "הצג", .hide: "הסתר", .showText: "הצג טקסט", .hideText: "הסתר טקסט", .back: "חזרה",
            .menu: "תפריט", .closeMenu: "סגור תפריט", .tabs: "כרטיסיות", .sheet: "גיליון", .toolbar: "סרגל כלים",
            .time: "שעה",
            .ok: "אישור", .collapsed: "מכווצת", .halfHeight: "חצי גובה", .expanded: "מורחבת",
            .placeOf: "%1$@, %2$d מתוך %3$d", .timeOf: "%1$@ מתוך %2$@",
            .pointsHigh: "גובה %d נקודות", .percentHigh: "גובה %d%%", .pointsBelowTop: "%d נקודות מתחת לקצה העליון",
        ],
        "it": [
            .show: "Mostra", .hide: "Nascondi", .showText: "Mostra testo", .hideText: "Nascondi testo",
            .back: "Indietro", .menu: "Menu", .closeMenu: "Chiudi menu", .tabs: "Schede", .sheet: "Foglio",
            .toolbar: "Barra degli strumenti", .time: "Ora",
            .ok: "OK", .collapsed: "compresso", .halfHeight: "metà altezza", .expanded: "espanso",
            .placeOf: "%1$@, %2$d di %3$d", .timeOf: "%1$@ di %2$@",
            .pointsHigh: "%d punti di altezza", .percentHigh: "%d percento di altezza",
            .pointsBelowTop: "%d punti sotto il bordo superiore",
        ],
        "ja": [
            .show: "表示", .hide: "非表示", .showText: "テキストを表示", .hideText: "テキストを非表示", .back: "戻る",
            .menu: "メニュー", .closeMenu: "メニューを閉じる", .tabs: "タブ", .sheet: "シート", .toolbar: "ツールバー",
            .time: "時刻",
            .ok: "OK", .collapsed: "折りたたみ", .halfHeight: "半分の高さ", .expanded: "展開",
            .placeOf: "%1$@、%3$d 中 %2$d", .timeOf: "%2$@ 中 %1$@",
            .pointsHigh: "高さ %d ポイント", .percentHigh: "高さ %d%%", .pointsBelowTop: "上端から %d ポイント下",
        ],
        "ko": [
            .show: "보기", .hide: "숨기기", .showText: "텍스트 보기", .hideText: "텍스트 숨기기", .back: "뒤로",
            .menu: "메뉴", .closeMenu: "메뉴 닫기", .tabs: "탭", .sheet: "시트", .toolbar: "도구 막대", .time: "시간",
            .ok: "확인", .collapsed: "접힘", .halfHeight: "절반 높이", .expanded: "펼침",
            .placeOf: "%1$@, %3$d개 중 %2$d", .timeOf: "%2$@ 중 %1$@",
            .pointsHigh: "높이 %d포인트", .percentHigh: "높이 %d%%", .pointsBelowTop: "위쪽에서 %d포인트 아래",
        ],
        "nl": [
            .show: "Toon", .hide: "Verberg", .showText: "Toon tekst", .hideText: "Verberg tekst", .back: "Terug",
            .menu: "Menu", .closeMenu: "Sluit menu", .tabs: "Tabbladen", .sheet: "Blad", .toolbar: "Knoppenbalk",
            .time: "Tijd",
            .ok: "OK", .collapsed: "ingeklapt", .halfHeight: "halve hoogte", .expanded: "uitgeklapt",
            .placeOf: "%1$@, %2$d van %3$d", .timeOf: "%1$@ van %2$@",
            .pointsHigh: "%d punten hoog", .percentHigh: "%d procent hoog",
            .pointsBelowTop: "%d punten onder de bovenkant",
        ],
        "pl": [
            .show: "Pokaż", .hide: "Ukryj", .showText: "Pokaż tekst", .hideText: "Ukryj tekst", .back: "Wstecz",
            .menu: "Menu", .closeMenu: "Zamknij menu", .tabs: "Karty", .sheet: "Arkusz", .toolbar: "Pasek narzędzi",
            .time: "Godzina",
            .ok: "OK", .collapsed: "zwinięty", .halfHeight: "połowa wysokości", .expanded: "rozwinięty",
            .placeOf: "%1$@, %2$d z %3$d", .timeOf: "%1$@ z %2$@",
            .pointsHigh: "wysokość %d pkt", .percentHigh: "wysokość %d%%",
            .pointsBelowTop: "%d pkt poniżej górnej krawędzi",
        ],
        "pt": [
            .show: "Mostrar", .hide: "Ocultar", .showText: "Mostrar texto", .hideText: "Ocultar texto", .back: "Voltar",
            .menu: "Menu", .closeMenu: "Fechar menu", .tabs: "Abas", .sheet: "Folha",
            .toolbar: "Barra de ferramentas", .time: "Hora",
            .ok: "OK", .collapsed: "recolhida", .halfHeight: "meia altura", .expanded: "expandida",
            .placeOf: "%1$@, %2$d de %3$d", .timeOf: "%1$@ de %2$@",
            .pointsHigh: "%d pontos de altura", .percentHigh: "%d por cento de altura",
            .pointsBelowTop: "%d pontos abaixo do topo",
        ],
        "pt-PT": [
            .show: "Mostrar", .hide: "Ocultar", .showText: "Mostrar texto", .hideText: "Ocultar texto", .back: "Voltar",
            .menu: "Menu", .closeMenu: "Fechar menu", .tabs: "Separadores", .sheet: "Folha",
            .toolbar: "Barra de ferramentas", .time: "Hora",
            .ok: "OK", .collapsed: "recolhida", .halfHeight: "meia altura", .expanded: "expandida",
            .placeOf: "%1$@, %2$d de %3$d", .timeOf: "%1$@ de %2$@",
            .pointsHigh: "%d pontos de altura", .percentHigh: "%d por cento de altura",
            .pointsBelowTop: "%d pontos abaixo do topo",
        ],
        "ru": [
            .show: "Показать", .hide: "Скрыть", .showText: "Показать текст", .hideText: "Скрыть текст", .back: "Назад",
            .menu: "Меню", .closeMenu: "Закрыть меню", .tabs: "Вкладки", .sheet: "Лист",
            .toolbar: "Панель инструментов", .time: "Время",
            .ok: "ОК", .collapsed: "свёрнуто", .halfHeight: "половина высоты", .expanded: "развёрнуто",
            .placeOf: "%1$@, %2$d из %3$d", .timeOf: "%1$@ из %2$@",
            .pointsHigh: "высота %d пт", .percentHigh: "высота %d%%", .pointsBelowTop: "%d пт ниже верхнего края",
        ],
        "sv": [
            .show: "Visa", .hide: "Dölj", .showText: "Visa text", .hideText: "Dölj text", .back: "Tillbaka",
            .menu: "Meny", .closeMenu: "Stäng meny", .tabs: "Flikar", .sheet: "Ark", .toolbar: "Verktygsfält",
            .time: "Tid",
            .ok: "OK", .collapsed: "minimerat", .halfHeight: "halv höjd", .expanded: "expanderat",
            .placeOf: "%1$@, %2$d av %3$d", .timeOf: "%1$@ av %2$@",
            .pointsHigh: "%d punkter hög", .percentHigh: "%d procent hög",
            .pointsBelowTop: "%d punkter under överkanten",
        ],
        "tr": [
            .show: "Göster", .hide: "Gizle", .showText: "Metni göster", .hideText: "Metni gizle", .back: "Geri",
            .menu: "Menü", .closeMenu: "Menüyü kapat", .tabs: "Sekmeler", .sheet: "Sayfa", .toolbar: "Araç çubuğu",
            .time: "Saat",
            .ok: "Tamam", .collapsed: "daraltılmış", .halfHeight: "yarım yükseklik", .expanded: "genişletilmiş",
            .placeOf: "%1$@, %2$d/%3$d", .timeOf: "%1$@/%2$@",
            .pointsHigh: "%d nokta yüksekliğinde", .percentHigh: "%%%d yüksekliğinde",
            .pointsBelowTop: "üst kenarın %d nokta altında",
        ],
        "zh-Hans": [
            .show: "显示", .hide: "隐藏", .showText: "显示文本", .hideText: "隐藏文本", .back: "返回", .menu: "菜单",
            .closeMenu: "关闭菜单", .tabs: "标签页", .sheet: "表单", .toolbar: "工具栏", .time: "时间",
            .ok: "好", .collapsed: "已收起", .halfHeight: "半高", .expanded: "已展开",
            .placeOf: "%1$@，第 %2$d 个，共 %3$d 个", .timeOf: "%1$@，共 %2$@",
            .pointsHigh: "高 %d 点", .percentHigh: "高 %d%%", .pointsBelowTop: "距顶部 %d 点",
        ],
        "zh-Hant": [
            .show: "顯示", .hide: "隱藏", .showText: "顯示文字", .hideText: "隱藏文字", .back: "返回", .menu: "選單",
            .closeMenu: "關閉選單", .tabs: "標籤頁", .sheet: "表單", .toolbar: "工具列", .time: "時間",
            .ok: "好", .collapsed: "已收合", .halfHeight: "半高", .expanded: "已展開",
            .placeOf: "%1$@，第 %2$d 個，共 %3$d 個", .timeOf: "%1$@，共 %2$@",
            .pointsHigh: "高 %d 點", .percentHigh: "高 %d%%", .pointsBelowTop: "距頂部 %d 點",
        ],
    ]
}
