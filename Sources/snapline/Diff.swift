#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import SnaplineCore

struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show what a scene change moves: the differences between two versions' tables.",
        discussion: """
            Compares the tables two versions of a scene compile to, viewport by viewport: \
            viewports, containers and anchors added or removed, targets added or removed, stops \
            and scroll ranges that changed, and every offset that moved (numbers within 0.000001 \
            are equal). A change is breaking when it removes something the generated Swift \
            offers: the scene's name, a viewport, a container, an anchor or one of its targets.

            With --base REV, each scene under the paths (files or directories, as `check` finds \
            them; default: the current directory) is compared with its version at git revision \
            REV; a scene that is new since REV is all added, one deleted since REV all removed. \
            In both versions, hidden folders and the paths the exclude: globs of .snapline.yml \
            leave out are skipped (the working tree's .snapline.yml files decide); a file named \
            on the command line is always compared. File names need not be UTF-8.

            Output (standard output): text for people (breaking changes first, then the biggest \
            moves), markdown for a CI job summary or a pull request comment, or json for tools. \
            --html FILE also writes the before and after pictures of each changed viewport side \
            by side, the moved anchors outlined with their moves.

            Text, markdown and the page group equal changes: one line for the instances of a \
            repeat whose anchors changed the same way (same kind, target and container; the \
            moves' range shown: `section-{i} top  menu: 12 anchors moved +8`), listing the \
            viewports where the line reads the same. An anchor removed and another added at the \
            same place with the same numbers in every viewport is one rename, breaking (code \
            naming the old id no longer compiles). A node value that changed where a `when` \
            entry gives that value instead is noted: there the change does not apply. The \
            heading's counts are of the full list, which --ungrouped prints and json always \
            holds (a rename is an anchor removed and one added there).

            Exit codes: 0 done (whatever changed, unless --fail-on says otherwise), 1 errors in \
            either version or --fail-on met, 2 usage or I/O errors.

            Examples:
              snapline diff old/menu.scene.yaml menu.scene.yaml
              snapline diff --base origin/main --format markdown scenes/ >> "$GITHUB_STEP_SUMMARY"
              snapline diff --base HEAD~1 --fail-on breaking
            """
    )

    enum OutputStyle: String, ExpressibleByArgument, CaseIterable {
        case text, markdown, json
    }

    enum FailOn: String, ExpressibleByArgument, CaseIterable {
        case never, breaking, changes
    }

    @Argument(help: ArgumentHelp("BEFORE and AFTER scene files; with --base, scene files or directories.", valueName: "path"))
    var paths: [String] = []

    @Option(help: ArgumentHelp("Compare each scene with its version at this git revision.", valueName: "rev"))
    var base: String?

    @Option(help: ArgumentHelp("text, markdown or json.", valueName: "text|markdown|json"))
    var format: OutputStyle = .text

    @Option(name: .customLong("fail-on"), help: ArgumentHelp("Exit 1 when the changes are breaking, or when anything changed (default: never).", valueName: "never|breaking|changes"))
    var failOn: FailOn = .never

    @Option(help: ArgumentHelp("Compare only this viewport.", valueName: "name"))
    var viewport: String?

    @Option(help: ArgumentHelp("Also write an HTML page with the before and after pictures of each changed viewport.", valueName: "file"))
    var html: String?

    @Flag(help: "List every change on its own line in text, markdown and the --html page, instead of grouping equal changes (json always lists every change).")
    var ungrouped = false

    @Option(name: .customLong("max-nodes"), help: ArgumentHelp("Largest number of nodes a scene may expand to.", valueName: "count"))
    var maximumNodes: Int = 1_000_000

    @Option(name: .customLong("max-table-size"), help: ArgumentHelp("Largest number of offsets a scene's table may hold (default: the larger of 2000000 and 16 per byte of the scene file).", valueName: "count"))
    var maximumTableSize: Int?

    func validate() throws {
        if base == nil && paths.count != 2 {
            throw ValidationError("give two scene files (BEFORE AFTER), or --base REV and the paths to compare")
        }
        guard maximumNodes > 0 else { throw ValidationError("--max-nodes must be a positive number") }
        guard (maximumTableSize ?? 1) > 0 else { throw ValidationError("--max-table-size must be a positive number") }
    }

    func run() throws {
        let reports = DiffReports(format: format, isList: base != nil, html: html, listsEveryChange: ungrouped)
        let pairs: [DiffPair]
        if let base {
            let configurations = ConfigurationLoader(explicit: nil)
            configurations.report = { reports.failRun([$0]) }
            guard let found = BaseScenes.pairs(revision: base, paths: paths.isEmpty ? ["."] : paths, configurations: configurations, fail: reports.failRun) else {
                reports.end()
                throw ExitCode(2)
            }
            pairs = found
        } else {
            pairs = [DiffPair(before: .file(paths[0]), beforeName: paths[0], after: .file(paths[1]), afterName: paths[1])]
        }
        var differ = SceneDiffer(compiler: Compiler(maximumNodes: maximumNodes, maximumTableSize: maximumTableSize), viewport: viewport)
        differ.keepsCompiledViewports = html != nil
        var failed = false, unreadable = false, breaking = false, changed = false, viewportSeen = viewport == nil
        // Without --base, the scene's report waits for the page, so that a page that cannot be
        // written is reported instead of it (JSON holds one object).
        var waiting: (SceneDiffSummary, [any SceneDiffReport])?
        for pair in pairs {
            let result: (SceneDiffSummary, [any SceneDiffReport], Scene?, Scene?)
            switch compare(pair, differ: differ, reports: reports) {
            case .ioError: unreadable = true; continue
            case .errors: failed = true; continue
            case .compared(let diff, let sceneReports, let before, let after): result = (diff, sceneReports, before, after)
            }
            var (diff, sceneReports, before, after) = result
            if let viewport {
                let present = [before, after].contains { $0?.viewports.contains { $0.name == viewport } ?? false }
                if !present && base == nil { break }  // reported below, instead of the scene's report
                viewportSeen = viewportSeen || present
            }
            breaking = breaking || diff.isBreaking
            changed = changed || diff.changeCount > 0
            if !reports.finishPage(diff, &sceneReports) { unreadable = true }
            if base == nil && html != nil { waiting = (diff, sceneReports) } else if !reports.finish(diff, sceneReports) { unreadable = true }
        }
        if !viewportSeen, let viewport {
            reports.failRun([Diagnostic(.error, "--viewport: no scene compared has a viewport `\(viewport)`", at: nil, code: .usageError)])
            reports.end()
            throw ExitCode(2)
        }
        if let html, let pictures = reports.pictures {
            do throws(FileError) {
                let writer = try AtomicFileWriter(path: html)
                var page = DiffOutput { bytes in writer.write(bytes) }
                try pictures.write(to: &page)
                page.flush()
                _ = try writer.commit()
            } catch {
                reports.failRun([Diagnostic(.error, "cannot write \(error)", at: nil, code: .ioError)])
                reports.end()
                throw ExitCode(2)
            }
        }
        if let (diff, sceneReports) = waiting, !reports.finish(diff, sceneReports) { unreadable = true }
        reports.end()
        if unreadable || StandardOutput.failed { throw ExitCode(2) }
        if failed { throw ExitCode(1) }
        switch failOn {
        case .never: break
        case .breaking: if breaking { throw ExitCode(1) }
        case .changes: if changed { throw ExitCode(1) }
        }
    }

    enum Loaded {
        case compared(SceneDiffSummary, [any SceneDiffReport], Scene?, Scene?)
        case errors
        case ioError
    }

    /// Reads, decodes and compares one pair, feeding each changed viewport to the reports made
    /// for it once both versions are decoded; prints the errors of either version.
    /// A version that cannot be read, or errors in either, are printed and handed to `reports`.
    private func compare(_ pair: DiffPair, differ: SceneDiffer, reports router: DiffReports) -> Loaded {
        var scenes: [Scene?] = []
        func failure(_ errors: [Diagnostic]) -> DiffFailure {
            func version(_ k: Int, _ source: DiffSource?, _ name: String) -> DiffFailure.Version? {
                source.map { _ in DiffFailure.Version(file: name, scene: k < scenes.count ? scenes[k]?.name : nil) }
            }
            return DiffFailure(before: version(0, pair.before, pair.beforeName), after: version(1, pair.after, pair.afterName), errors: errors)
        }
        var beforeDiagnostics = Diagnostics()
        var afterDiagnostics = Diagnostics()
        for (source, diagnostics) in [(pair.before, 0), (pair.after, 1)] {
            guard let source else {
                scenes.append(nil)
                continue
            }
            var found = Diagnostics()
            var scene: Scene?
            switch source.read() {
            case .unreadable(let error):
                printFailures(CLIError([error]))
                router.fail(failure([error]))
                return .ioError
            case .inputError(let errors): found = errors
            case .bytes(let bytes, _): scene = differ.compiler.decode(consume bytes, diagnostics: &found)
            }
            if diagnostics == 0 { beforeDiagnostics = found } else { afterDiagnostics = found }
            scenes.append(scene)
        }
        var diff: SceneDiffSummary?
        var reports: [any SceneDiffReport] = []
        if !beforeDiagnostics.hasErrors && !afterDiagnostics.hasErrors {
            let before = scenes[0].map { (pair.beforeName, $0) }
            let after = scenes[1].map { (pair.afterName, $0) }
            reports = router.sceneReports(SceneDiffSummary(before: before, after: after), pair)
            diff = differ.compare(before: before, after: after, beforeDiagnostics: &beforeDiagnostics, afterDiagnostics: &afterDiagnostics) { viewport in
                for k in reports.indices { reports[k].add(viewport) }
            }
        }
        var errors: [Diagnostic] = []
        if beforeDiagnostics.hasErrors { errors += reportErrors(beforeDiagnostics, name: pair.beforeName, source: pair.before) }
        if afterDiagnostics.hasErrors { errors += reportErrors(afterDiagnostics, name: pair.afterName, source: pair.after) }
        guard let diff else {
            router.fail(failure(errors))
            return .errors
        }
        return .compared(diff, reports, scenes[0], scenes[1])
    }

    /// Prints a version's errors as `check` does (with the source lines, read again), and
    /// returns them (each with its file).
    private func reportErrors(_ diagnostics: Diagnostics, name: String, source: DiffSource?) -> [Diagnostic] {
        let report = FileReport(path: name, diagnostics: diagnostics, settings: RuleSettings())
        var lines: SourceLines?
        if case .bytes(let bytes, _) = source?.read() { lines = SourceLines(bytes) }
        let colour = StandardStreams.colourOnStandardError
        let errors = FileReport(path: name, diagnostics: report.diagnostics.filter { $0.severity == .error })
        _ = StandardStreams.write(2, TextReporter(colour: colour).add(errors, source: lines))
        return errors.diagnostics
    }

    /// Writes to standard output; a failure is reported once and makes the run exit 2.
    static func writeStandardOutput(_ bytes: [UInt8]) {
        guard !StandardOutput.failed else { return }
        if let code = bytes.withUnsafeBytes({ FileIO.writeAll(1, $0) }) {
            StandardOutput.report(FileError(path: "standard output", errno: code))
        }
    }
}
