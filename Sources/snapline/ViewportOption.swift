import SnaplineCore

/// `--viewport`'s values: descriptions (`NAME:WIDTHxHEIGHT,...` or `NAME:device=DEVICE,...`, read
/// by `ViewportDescription(parsing:)`) replace the scene's viewports for the run; on `render` and
/// `explain` a plain name (no `:`) picks one of the viewports in effect, as before.
struct ViewportOption {
    /// The described viewports, checked; nil when none is described.
    var replacements: [Viewport]?
    /// The plain names given.
    var names: [String] = []

    /// Help text shared by the commands.
    static let descriptionHelp = "Lay the scene out for this viewport instead of the scene's own (repeat for several): NAME:WIDTHxHEIGHT[,rightToLeft][,traits=A+B][,safeArea=T/L/B/R][,keyboard=K][,sizeClass=H/V] or NAME:device=DEVICE[,landscape|portrait][,rightToLeft][,traits=A+B][,keyboard=K]."

    /// Reads the values; a bad description is a usage error (exit 2). With `namesAllowed` false
    /// (`compile`, `check`), every value must be a description.
    init(_ values: [String], namesAllowed: Bool) throws(CLIError) {
        var descriptions: [ViewportDescription] = []
        for value in values {
            if ViewportDescription.isDescription(value) {
                do {
                    descriptions.append(try ViewportDescription(parsing: value))
                } catch {
                    throw .usage("--viewport \(error.message)")
                }
            } else if namesAllowed {
                names.append(value)
            } else {
                throw .usage("--viewport: expected \(ViewportDescription.textForms), got `\(value)`")
            }
        }
        guard !descriptions.isEmpty else { return }
        do {
            replacements = try descriptions.viewports(location: SourceLocation(line: 1, column: 1))
        } catch {
            throw .usage("--viewport \(error.message)")
        }
    }

    /// `compiler` laying scenes out in the described viewports (unchanged when none is described).
    func applied(to compiler: Compiler) -> Compiler {
        var copy = compiler
        copy.replacementViewports = replacements
        return copy
    }
}
