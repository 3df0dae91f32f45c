"""Pure game rules: no Discord, no images, no I/O beyond the engine's own data files."""
