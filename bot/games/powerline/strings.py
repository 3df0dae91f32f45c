"""Every sentence the Powerline bot says, in our own words, in one place (the start of a translation)."""

DICE_EMOJI = {"red": "🔴", "yellow": "🟡", "blue": "🔵", "green": "🟢", "white": "⚪", "black": "⚫"}

# -- rounds --------------------------------------------------------------------------------------------
GAME_STARTED = "**Powerline #{game}** starts! {players}\nEach round, press **Plan my round**: only you see your plan."
ROUND_HEADER = "**Round {round}/{rounds}** · dice {dice}"
ROUND_WAITING = "Waiting for: {people}"
ROUND_ALL_IN = "All plans are in."
ROUND_DEADLINE = "Plans due {when}; after that the computer plans for whoever is missing."
ROUND_RESOLVED = "Round {round} is over."
PLAN_BUTTON = "Plan my round"
BOARD_BUTTON = "My board"
STATUS_BUTTON = "Status"
REMATCH = "Rematch"
TIMELAPSE = "My timelapse"
TIMELAPSE_OF = "{name}'s board, round by round."

# -- planner -------------------------------------------------------------------------------------------
PLANNER_HEADER = "**Your plan · round {round}** · dice {dice} · jokers {jokers}"
PLANNER_PICK_START = "Pick the worker your plan starts with: red goes red → black, black goes black → red."
PLANNER_SO_FAR = "So far: {steps}"
PLANNER_NEXT = "Next: the **{worker}** worker (die {die})."
PLANNER_ALL_PLACED = "All six workers are placed."
PLANNER_CAN_SUBMIT = "You may stop here and submit, or keep adding workers."
PLANNER_VACATION = "🏖️ Vacation tile: this round's island workers cost nothing."
PLANNER_SUBMITTED = "✅ Your plan is in. You can still change it and submit again until the round ends."
PLANNER_SUBMITTED_DIFFERS = "✅ A plan is in, but this draft differs: submit it to replace the one that's in."
PLANNER_OUT_OF_DATE = "That window was out of date (you changed the plan elsewhere); this is your current plan."
PLANNER_ROUND_DONE = "Everyone is in: the round is being built; its summary follows here."
PLANNER_HINT = "💡 Suggested plan: {reason}"
PLANNER_HINT_ASK = "Your draft is unchanged: press **Use the suggested plan** to replace it."
PLANNER_ALREADY_BUILT = "Your plan was in when round {round} was built; nothing changed. See the game channel."
PLANNER_STALE = "This planner was for round {old}, which is over. Press **Plan my round** on the latest round message."
PLANNER_GAME_OVER = "This game is over."
START_RED = "Start with red"
START_BLACK = "Start with black"
UNDO = "Undo"
RESET = "Reset"
VACATION_ON = "Use vacation tile"
VACATION_OFF = "Don't use vacation tile"
HINT = "Suggest a plan"
HINT_USE = "Use the suggested plan"
SUBMIT = "Submit plan"
PICK_PLACEMENT = "Where does the {worker} worker go?"
PICK_PLACEMENT_MORE = "…more spots for the {worker} worker ({page})"
ISLAND = "Island"
ISLAND_HELP = "always possible; costs VP unless on vacation"
SEGMENT = "Line {line} · from {origin} · seg {position} (needs {needs})"
JOKER_SEGMENT = "🃏 Joker: Line {line} · from {origin} · seg {position} (needs {needs})"
SEGMENT_HELP = "completes the line: city {vp} VP"
SUBMITTED_OK = "Plan submitted for round {round}."
ALREADY_SUBMITTED = "That exact plan is already in for round {round}; nothing changed."
CHOICE_GONE = "That choice is no longer available; here is your current plan."

STALE_ROUND = "That button is from round {old}; game #{game} is on round {now}. Use the latest round message."

# -- status, board -----------------------------------------------------------------------------
STATUS = "Game #{game} · round {round}/{rounds} · {waiting}"
STATUS_LINE = "{place}. {name} (seat {seat}): {vp} VP"
BOARD_OF = "{name}'s board after round {round}."
BOARD_START = "{name}'s board before round 1."
BOARD_FINAL = "{name}'s board at the end of the game."
BOARD_HELP = "See a player's board (yours by default)."
BOARD_PLAYER_HELP = "Whose board to show"
BOARD_SEAT_HELP = "Or a seat number, as listed by /powerline status"
BOARD_NOT_PLAYING = "{name} is not playing in game #{game}."
NO_SUCH_SEAT = "Game #{game} has seats 1 to {seats}; there is no seat {seat}."

# -- narration -----------------------------------------------------------------------------------------
RESOLVED = "**Round {round} built** · dice {dice}"
TIMEOUT = "⏰ Time ran out: the computer planned for {people}."
NARRATE_PLAYER = "**{name}** {change} → {vp} VP: {parts}"
NARRATE_NOTHING = "nothing new"
BUILT = "built {lines}"
COMPLETED = "completed line {line} → city {vp} VP"
CITY_POWERED_LATE = "the city of line {line} finally got energy → {vp} VP"
CITY_WAITING = "line {line} complete, its city waits for energy"
STATION = "station {station} +{vp} VP"
ISLAND_LOSS = "{workers} on the island −{vp} VP"
ISLAND_FREE = "{workers} on the island, on vacation"
JOKER_SPENT = "{count} joker{s} spent"
JOKER_SUN = "gained a joker (single worker)"
SCORING_HEADER = "**Scoring {scoring}**"
SCORING_PLAYER = "**{name}**: {parts} = +{total} VP"
TILE_PAID = "{tile} +{vp}"
SCORING_JOKER = "+1 joker"
END_PENALTY = "**{name}**: {lines} unfinished line{s} −{vp} VP"
FINAL_HEADER = "🏁 **Game #{game} is over!**"
FINAL_LINE = "{medal} **{name}** {vp} VP"
SOLO_RATING = "Solo rating: **{title}** ({vp} VP)."
REMATCH_HINT = "Press **Rematch** to open a new lobby with the same players and settings."

RULES_SUMMARY = """**Powerline in a nutshell**
• 15 rounds. Each round six coloured dice are rolled for everyone.
• You plan in secret: a run of workers starting with red or black, one after another in colour order. \
Each worker builds the next segment of a powerline whose number matches its die, or goes to the island.
• A new powerline may start at either end; after that it grows from that end. At most 3 powerlines per round.
• The number of workers you send must match a tile still on your worker chart; sending one earns a joker, \
and a joker lets a worker ignore its die.
• Island workers cost 1 VP each (the vacation tile, once per game, waives it).
• Complete a powerline to power its city and score it (if you have an energy tile); complete every line around \
a power station to score the station.
• Scoring tiles pay after rounds 5, 10 and 15. Unfinished started lines cost points at the end. Most VP wins."""
