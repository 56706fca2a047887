"""Reads an Atom feed on stdin with feedparser (Debian's python3-feedparser) and prints what it made of it as JSON."""
import json
import sys

import feedparser

feed = feedparser.parse(sys.stdin.buffer.read())
print(json.dumps({
    "bozo": bool(feed.bozo),
    "problem": str(feed.get("bozo_exception", "")),
    "version": feed.version,
    "entries": [
        {key: entry.get(key, "") for key in ("id", "title", "link", "updated", "author")}
        for entry in feed.entries
    ],
}))
