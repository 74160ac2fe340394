/*
 * The receiving module's public API: the only file other modules may import
 * (besides shared/), and only when "receiving" is in their dependsOn.
 */
export {}
