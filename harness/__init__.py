"""Driving the real bot against the local Discord, for the wire tests and the benchmarks alike: the bot process
(`process`), a throwaway PostgreSQL server (`postgres`), the bot's words looked up by key (`words`), its
controls found by the kind their custom ids carry (`controls`), and scripted people playing the games over the
wire (`wire`, `powerline`, `duel`, `turns`)."""
