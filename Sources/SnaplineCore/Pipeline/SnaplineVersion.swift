/// Snapline's version: what `snapline --version` prints, the language server's `serverInfo`,
/// SARIF's `driver.version`, and the artifact bundle's `info.json` (scripts/artifactbundle.sh
/// reads it from this file; `make release VERSION=...` checks it). Semantic Versioning.
public enum SnaplineVersion {
    public static let current = "0.2.0"
}
