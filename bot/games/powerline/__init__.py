"""Powerline on Discord: lobby settings, a private planner, rounds posted to a thread, resumable after a restart."""
