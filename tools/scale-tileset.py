#!/usr/bin/env python3
"""Writes a user tile set with every tile's count multiplied: the benchmarks' big sets.

    python3 tools/scale-tileset.py IN.json FACTOR OUT.json

The carcassonne-base set (72 tiles) with FACTOR 100 makes the 7,200-tile set of
`meson test --benchmark bench-user-tileset` (README, "Tests and benchmarks"); it is written
into the build directory, never committed. The copies keep their ids, so the set is a
valid user tile set of the same game with a new id and name.
"""
import json
import sys


def main():
    if len(sys.argv) != 4:
        sys.exit("usage: scale-tileset.py IN.json FACTOR OUT.json")
    source, factor, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    with open(source, encoding="utf-8") as f:
        data = json.load(f)
    total = 0
    for tile in data["tiles"]:
        tile["count"] = tile.get("count", 1) * factor
        total += tile["count"]
    data["id"] = "%s-x%d" % (data["id"], factor)
    data["name"] = "%s, %d tiles" % (data.get("name", data["id"]), total)
    with open(out, "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main()
