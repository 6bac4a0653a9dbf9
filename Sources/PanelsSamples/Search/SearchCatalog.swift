import Foundation
import Panels
import PanelsAssetFiles

/// What the search screen searches: categories of classes and treatments, studios
/// (some of a brand with several) and classes, read from `catalog.json`.
///
/// Contract: `load(folder:)` reads `catalog.json` in `folder`; a file that cannot be
/// read, is not JSON or has the wrong shape is reported in `diagnostics` (its path,
/// line and column) and the catalog is empty; a studio or class naming a category
/// or studio that does not exist is reported at its line and left out. The
/// categories' names per locale come from the `Categories` table of the same folder
/// (`names(locale:)`).
public struct SearchCatalog: Sendable, Equatable {
    /// A kind of class or treatment, by a stable id and its English name.
    public struct Category: Sendable, Equatable, Codable {
        public var id: String
        public var name: String
        /// Shown under "Popular" while the field is empty.
        public var popular: Bool

        public init(id: String, name: String, popular: Bool = false) {
            self.id = id
            self.name = name
            self.popular = popular
        }
    }

    /// A place classes are held, perhaps one of a brand's several.
    public struct Studio: Sendable, Equatable, Codable {
        public var name: String
        public var brand: String?
        public var city: String
        /// The ids of the categories it offers.
        public var categories: [String]

        public init(name: String, brand: String? = nil, city: String, categories: [String]) {
            self.name = name
            self.brand = brand
            self.city = city
            self.categories = categories
        }
    }

    /// A class, of one category, at one studio.
    public struct Class: Sendable, Equatable, Codable {
        public var name: String
        public var category: String
        public var studio: String

        public init(name: String, category: String, studio: String) {
            self.name = name
            self.category = category
            self.studio = studio
        }
    }

    public var categories: [Category]
    public var studios: [Studio]
    public var classes: [Class]
    /// Problems met reading the catalog's files (empty when made from values).
    public var diagnostics: [Diagnostic] = []

    public init(categories: [Category], studios: [Studio] = [], classes: [Class] = []) {
        self.categories = categories
        self.studios = studios
        self.classes = classes
    }

    /// The table the categories' localized names are in (`category.<id>`).
    public static let namesTable = "Categories"

    private struct File: Decodable {
        var categories: [Category]
        var studios: [Studio]
        var classes: [Class]
    }

    /// The catalog in `folder`'s `catalog.json` (see the type's contract).
    public static func load(folder: URL) -> SearchCatalog {
        var problems: [Diagnostic] = []
        let url = folder.appendingPathComponent("catalog.json")
        guard let file = JSONFile.decode(File.self, at: url, problems: &problems) else {
            var empty = SearchCatalog(categories: [])
            empty.diagnostics = problems
            return empty
        }
        let bytes = (try? InputFile.read(url.path, limit: 16 << 20)) ?? []
        func report(_ steps: [JSONReader.Step], _ message: String) {
            let location = JSONReader.location(of: steps, in: bytes) ?? FileLocation(line: 1, column: 1)
            problems.append(Diagnostic(.error, file: url.path, line: location.line, column: location.column, message))
        }
        let known = Set(file.categories.map(\.id))
        var studios: [Studio] = []
        for (i, studio) in file.studios.enumerated() {
            if let unknown = studio.categories.first(where: { !known.contains($0) }) {
                report(
                    [.key("studios"), .index(i)],
                    "studio \"\(studio.name)\" offers \"\(unknown)\", which is no category")
            } else {
                studios.append(studio)
            }
        }
        let studioNames = Set(studios.map(\.name))
        var classes: [Class] = []
        for (i, item) in file.classes.enumerated() {
            if !known.contains(item.category) {
                report(
                    [.key("classes"), .index(i)],
                    "class \"\(item.name)\" is of \"\(item.category)\", which is no category")
            } else if !studioNames.contains(item.studio) {
                report(
                    [.key("classes"), .index(i)], "class \"\(item.name)\" is at \"\(item.studio)\", which is no studio")
            } else {
                classes.append(item)
            }
        }
        var catalog = SearchCatalog(categories: file.categories, studios: studios, classes: classes)
        catalog.diagnostics = problems
        return catalog
    }

    /// Each category's name in `locale` from `strings` (`Categories` table; pseudo-locales
    /// generated from English), by id; a category the table lacks keeps its English name.
    package func names(locale: String, strings: StringCatalog) -> [String: String] {
        let formatter = LocaleFormatter(locale: Locale(identifier: locale), now: Date(timeIntervalSince1970: 0))
        var names: [String: String] = [:]
        for category in categories {
            let key = "category.\(category.id)"
            if strings.lookup(key, table: SearchCatalog.namesTable, locale: locale) != nil {
                names[category.id] =
                    strings.localize(
                        key, table: SearchCatalog.namesTable, locale: locale, arguments: [], formatter: formatter
                    ).text
            }
        }
        return names
    }
}
