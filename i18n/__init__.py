"""Text for people, in English, German and French: Fluent catalogs (`locales/<language>/<domain>.ftl`), one
domain shared by every game plus one per game. The engine speaks codes; the bot and the images look them up here.
"""
