import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What resolving a picture name in a folder found, remembered per process so a
/// screen that resolves the same pictures every frame does not search the folder and
/// read each header again.
///
/// Contract: an answer is reused only while the folder and the file it names are
/// unchanged on disk: both are checked with `stat` (device, inode, size, modification
/// time to the nanosecond; adding or removing a file changes the folder's) once per
/// resolve pass (`newPass()`, one per `NodeBuilder`): a pass sees the folder as it was
/// when it first looked, so a screen of 1,000 cards showing 8 pictures checks 8 files,
/// not 1,000. Anything else looks again. So the answer is always the one a fresh
/// search at the start of the pass would give, failures included (they are reported
/// again by the caller each time). Thread-safe; bounded (cleared when it holds 4,096
/// answers).
final class PictureLookupCache: @unchecked Sendable {
    /// A successful or failed search.
    enum Answer {
        /// `load` is the file's `PictureLoad` (`PictureLoad.file`), made once with the
        /// answer: its key is text that took a formatted time to build on every resolve.
        case found(path: String, naturalSize: Size, modified: Double, load: PictureLoad)
        case failed(problem: String, file: String?)
    }

    static let shared = PictureLookupCache()

    /// One resolve pass's answers, kept by the pass's builder: within a pass a file is
    /// checked once anyway (`checkedPass`), so the pass asks the shared cache (a lock,
    /// the folder's long path hashed) once per picture name and answers the rest
    /// itself. Answers for one folder at a time (the folder changes rarely in a tree).
    ///
    /// It also keeps which of its pictures `PictureStore` had decoded when the pass
    /// asked (`markReady`): a picture asked for again in the same pass is shown
    /// without asking the store again (its lock, its table, its recency list), as a
    /// feed shows the same few pictures on many cards. A picture that was still
    /// loading is asked for every time, so one that arrives during the pass is shown
    /// from then on, as before. (The store then counts one hit per picture per pass and
    /// orders its recency by the first request of the pass.)
    struct PassMemo {
        /// An answer, the name and budget it is for, and whether the store had its
        /// picture decoded when this pass asked.
        private struct Entry {
            var name: String
            var pixelBudget: Int
            var hash: UInt64
            var answer: Answer
            /// The answer's file, when it found one, apart (read without copying the answer).
            var found: (path: String, naturalSize: Size, load: PictureLoad)?
            var ready = false

            init(name: String, pixelBudget: Int, hash: UInt64, answer: Answer) {
                self.name = name
                self.pixelBudget = pixelBudget
                self.hash = hash
                self.answer = answer
                if case .found(let path, let naturalSize, _, let load) = answer { found = (path, naturalSize, load) }
            }
        }
        private var folder: URL?
        /// The context settings (`PanelContext.settingsObject`) last found to have
        /// `folder` as their picture folder, held so that their identity stays theirs:
        /// while a picture's context has the same, its folder is known without being
        /// copied and compared (a retain, a release and a comparison per picture).
        private var folderSettings: AnyObject?
        private var folderSettingsID: ObjectIdentifier?
        /// The pass's answers, in the order asked.
        private var entries: [Entry] = []
        /// Open addressing over `entries` (linear probing): a slot holds an entry's
        /// index + 1, 0 when empty, at its hash (`hash(name:pixelBudget:)`) masked to the
        /// table; a power of two, at least twice the entries. (A `Dictionary` keyed by
        /// name and budget hashed the name with SipHash on every card: a feed of 1,000
        /// cards asks 1,000 times for 8 pictures.)
        private var slots: [Int32] = []
        /// The generation of `PictureStore`'s signal this pass read (once is enough), or nil.
        private(set) var loadsGeneration: UInt64?
        /// Whether `known` answers `ready` from `markReady` (tests turn it off to ask the
        /// store for every picture, the way this is compared with).
        var answersReady = true
        /// Tests: every name and budget hash alike, so every lookup walks past the
        /// others (what a collision does).
        var collidingHashes = false

        /// Reads the store's signal once per pass, so a resolve tracked by Observation
        /// runs again when a picture finishes decoding.
        mutating func observeLoads() {
            guard loadsGeneration == nil else { return }
            loadsGeneration = PictureStore.shared.signal.generation
        }

        init() {}

        /// The slots' hash of `name` and `pixelBudget`: FNV-1a over the name's UTF-8,
        /// the budget mixed in and the high bits folded into the low ones (the slot is
        /// taken from those).
        func hash(name: String, pixelBudget: Int) -> UInt64 {
            if collidingHashes { return 0 }
            var h =
                name.utf8.withContiguousStorageIfAvailable { StableHash.of($0) }
                ?? StableHash.of(name)
            h ^= UInt64(bitPattern: Int64(pixelBudget)) &* 0x9E37_79B9_7F4A_7C15
            return h ^ (h >> 31)
        }

        /// Where the entry for `name` and `pixelBudget` (of hash `hash`) is in `entries`, or nil.
        private func index(name: String, pixelBudget: Int, hash: UInt64) -> Int? {
            let count = slots.count
            guard count > 0 else { return nil }
            return slots.withUnsafeBufferPointer { slots in
                entries.withUnsafeBufferPointer { entries in
                    let mask = count - 1
                    var at = Int(truncatingIfNeeded: hash) & mask
                    while true {
                        let slot = slots[at]
                        if slot == 0 { return nil }
                        let entry = entries.baseAddress! + Int(slot - 1)
                        if entry.pointee.hash == hash && entry.pointee.pixelBudget == pixelBudget
                            && entry.pointee.name == name
                        {
                            return Int(slot - 1)
                        }
                        at = (at + 1) & mask
                    }
                }
            }
        }

        /// Whether `context`'s picture folder is the one this pass's answers are for
        /// (a context without one: false).
        @inline(__always)
        mutating func holdsFolder(of context: borrowing PanelContext) -> Bool {
            if let id = folderSettingsID, id == context.settingsIdentity { return true }
            return holdsFolderComparing(context)
        }

        private mutating func holdsFolderComparing(_ context: borrowing PanelContext) -> Bool {
            guard let folder, let theirs = context.pictureFolder, theirs == folder else { return false }
            let settings = context.settingsObject
            folderSettingsID = ObjectIdentifier(settings)
            folderSettings = settings
            return true
        }

        /// Where the pass's answer for `name` is, its folder known to be the one in
        /// force (`holdsFolder(of:)`), if it has one (nil: ask `answer`).
        func knownIndex(name: String, pixelBudget: Int) -> Int? {
            index(name: name, pixelBudget: pixelBudget, hash: hash(name: name, pixelBudget: pixelBudget))
        }

        /// The spec of the picture the answer at `index` found (nil when it found none),
        /// with `name`, `mode`, `corners` and `pixelBudget`: read from the entry where it
        /// lies, the fields copied straight into the spec.
        func foundPicture(
            at index: Int, name: String, mode: PictureMode, corners: CornerRadii, pixelBudget: Int
        ) -> PictureSpec? {
            entries.withUnsafeBufferPointer { entries in
                guard let found = entries[index].found else { return nil }
                return PictureSpec(
                    file: found.path, name: name, naturalSize: found.naturalSize, mode: mode, corners: corners,
                    pixelBudget: pixelBudget, load: found.load)
            }
        }

        /// Where the pass's answer for `name` in `folder` is (for `foundPicture(at:…)`,
        /// `isReady(at:)`), if it has one (nil: ask `answer`).
        func knownIndex(name: String, folder: URL, pixelBudget: Int) -> Int? {
            guard self.folder == folder else { return nil }
            return knownIndex(name: name, pixelBudget: pixelBudget)
        }

        /// Whether the store had the picture of the answer at `index` decoded when this
        /// pass asked (`markReady`; false when `answersReady` is off).
        func isReady(at index: Int) -> Bool { answersReady && entries[index].ready }

        /// The answer at `index`.
        func answer(at index: Int) -> Answer { entries[index].answer }

        /// The pass's answer for `name` in `folder`, if it has one (nil: ask `answer`),
        /// and whether the store had the picture ready when the pass asked (`markReady`).
        func known(name: String, folder: URL, pixelBudget: Int) -> (answer: Answer, ready: Bool)? {
            guard let index = knownIndex(name: name, folder: folder, pixelBudget: pixelBudget) else { return nil }
            return (entries[index].answer, isReady(at: index))
        }

        /// The pass's answer for `name` in `folder`, else `lookUp()`'s (then kept).
        mutating func answer(name: String, folder: URL, pixelBudget: Int, lookUp: () -> Answer) -> Answer {
            if self.folder != folder {
                self.folder = folder
                folderSettings = nil
                folderSettingsID = nil
                entries.removeAll()
                slots.removeAll()
            }
            let hash = hash(name: name, pixelBudget: pixelBudget)
            if let index = index(name: name, pixelBudget: pixelBudget, hash: hash) { return entries[index].answer }
            let answer = lookUp()
            if entries.count < 1_024 {
                if (entries.count + 1) * 2 > slots.count { grow() }
                entries.append(Entry(name: name, pixelBudget: pixelBudget, hash: hash, answer: answer))
                place(entries.count - 1)
            }
            return answer
        }

        /// Twice the slots (at least 16), every entry placed again.
        private mutating func grow() {
            slots = Array(repeating: 0, count: max(16, slots.count * 2))
            for index in entries.indices { place(index) }
        }

        /// Puts the entry at `index` in the first free slot from its hash's.
        private mutating func place(_ index: Int) {
            let mask = slots.count - 1
            var at = Int(truncatingIfNeeded: entries[index].hash) & mask
            while slots[at] != 0 { at = (at + 1) & mask }
            slots[at] = Int32(index + 1)
        }

        /// The store had the picture of the pass's answer for `name` decoded: later
        /// requests in this pass are answered `ready` by `known` (nothing kept when the
        /// pass has no answer for it).
        mutating func markReady(name: String, folder: URL, pixelBudget: Int) {
            guard let index = knownIndex(name: name, folder: folder, pixelBudget: pixelBudget) else { return }
            entries[index].ready = true
        }
    }
    private static let limit = 4096
    private static let passes = Atomic<UInt64>(0)

    /// A new resolve pass: answers checked on disk during it are not checked again
    /// until the next pass.
    static func newPass() -> UInt64 {
        passes.wrappingAdd(1, ordering: .relaxed).newValue
    }

    private struct Key: Hashable {
        var folder: String
        var name: String
        var pixelBudget: Int
    }

    private struct Stamp: Equatable {
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var seconds: Int
        var nanoseconds: Int

        init?(_ path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
            size = Int64(info.st_size)
            #if canImport(Darwin)
            seconds = Int(info.st_mtimespec.tv_sec)
            nanoseconds = Int(info.st_mtimespec.tv_nsec)
            #else
            seconds = Int(info.st_mtim.tv_sec)
            nanoseconds = Int(info.st_mtim.tv_nsec)
            #endif
        }
    }

    private struct Entry {
        var folderPath: String
        var folderStamp: Stamp?
        var filePath: String?
        var fileStamp: Stamp?
        var answer: Answer
        /// The last pass that found the stamps unchanged (0: none).
        var checkedPass: UInt64 = 0
    }

    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]
    /// The last folder asked about and its path (a URL's `path` is costly to compute).
    private var lastFolder: (url: URL, path: String)?

    /// The answer for `name` in `folder`: remembered when nothing changed on disk,
    /// else `search()`'s (then remembered).
    func answer(
        name: String, folder: URL, pixelBudget: Int, pass: UInt64 = 0, search: () -> Answer
    ) -> Answer {
        lock.lock()
        let folderPath: String
        if let last = lastFolder, last.url == folder {
            folderPath = last.path
        } else {
            folderPath = folder.path
            lastFolder = (folder, folderPath)
        }
        let key = Key(folder: folderPath, name: name, pixelBudget: pixelBudget)
        let entry = entries[key]
        lock.unlock()
        if let entry, pass != 0, entry.checkedPass == pass {
            return entry.answer
        }
        if let entry, Stamp(entry.folderPath) == entry.folderStamp,
            entry.filePath.map({ Stamp($0) == entry.fileStamp }) ?? true
        {
            if pass != 0 {
                lock.lock()
                entries[key]?.checkedPass = pass
                lock.unlock()
            }
            return entry.answer
        }
        // Stamps taken before the search: a change during it makes the next lookup search again.
        let folderStamp = Stamp(folderPath)
        let answer = search()
        let filePath: String?
        switch answer {
        case .found(let path, _, _, _): filePath = path
        case .failed(_, let file): filePath = file
        }
        let fileStamp = filePath.flatMap { Stamp($0) }
        let fresh = Entry(
            folderPath: folderPath, folderStamp: folderStamp, filePath: filePath, fileStamp: fileStamp,
            answer: answer, checkedPass: pass)
        lock.lock()
        if entries.count >= Self.limit { entries.removeAll(keepingCapacity: true) }
        entries[key] = fresh
        lock.unlock()
        return answer
    }
}
