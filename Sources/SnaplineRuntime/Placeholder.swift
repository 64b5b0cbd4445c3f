// Placeholder until the runtime lands.
public enum SnaplineRuntimePlaceholder {}
