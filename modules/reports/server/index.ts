/*
 * The reports module's public API: the only file other modules may import
 * (besides shared/), and only when "reports" is in their dependsOn.
 */
export {}
