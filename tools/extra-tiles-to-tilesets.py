#!/usr/bin/env python3
"""Writes data/tilesets/inns-and-cathedrals.json and traders-and-builders.json from the
reference data of docs/rules/extra-tiles.md §5 (a copy is tests/fixtures/reference/extra-tiles.json).

Run from the source root:  python3 tools/extra-tiles-to-tilesets.py
The conversion (docs/tiles.md, "The extra tiles"):
- segments in the order cities, roads, fields, monastery; a field's "touches" are
  the indices of its cities, which come first;
- a city side takes the side's three ports, a road the middle port, a field its
  half-edges (Nw = NNW, Ne = NNE, En = ENE …) and the middle port of every field
  side whose two halves it holds; an inner field ("halves": []) has no ports;
- flags become symbols: inn:road=i on roads[i], cathedral:city=i and
  goods=K:city=i on cities[i]; a garden (garden_copies 1) on the tile's largest
  field; the other flags (roads_cross, separate_cities …) follow from the
  segments and are not stored;
- pennants on a city are "pennants": 1;
- a tile's "name" is kept from the data file when it is there (the names are reworded
  for players and translated, docs/translation.md); a new tile takes the reference's.
tests/engine/test-extra-tiles.c checks the result against the reference data on its own.
"""
import json
import os
import sys

SIDES = "NESW"
HALF_PORT = {"Nw": "NNW", "Ne": "NNE", "En": "ENE", "Es": "ESE",
             "Se": "SSE", "Sw": "SSW", "Ws": "WSW", "Wn": "WNW"}
SIDE_PORTS = {"N": ["NNW", "N", "NNE"], "E": ["ENE", "E", "ESE"],
              "S": ["SSE", "S", "SSW"], "W": ["WSW", "W", "WNW"]}
PORT_ORDER = ["NNW", "N", "NNE", "ENE", "E", "ESE", "SSE", "S", "SSW", "WSW", "W", "WNW"]

SETS = {
    "IC": ("inns-and-cathedrals", "Inns & Cathedrals (the 18 tiles only)"),
    "TB": ("traders-and-builders", "Traders & Builders (the 24 tiles only)"),
}


def flag_index(flags, prefix):
    """[(value, index)] of flags like 'inn:road=0' or 'goods=wine:city=0'."""
    out = []
    for f in flags:
        if f.startswith(prefix):
            head, _, index = f.rpartition("=")
            out.append((head, int(index)))
    return out


def convert(tile):
    cities, roads, fields = tile["cities"], tile["roads"], tile["fields"]
    flags = tile["flags"]
    segments = []
    for i, city in enumerate(cities):
        seg = {"kind": "city", "ports": [p for e in city["edges"] for p in SIDE_PORTS[e]],
               "pennants": 1 if city["pennant"] else 0}
        symbols = []
        for head, index in flag_index(flags, "cathedral:city"):
            if index == i:
                symbols.append("cathedral")
        for head, index in flag_index(flags, "goods="):
            if index == i:
                symbols.append(head.split("=")[1].split(":")[0])
        if symbols:
            seg["symbols"] = symbols
        segments.append(seg)
    for i, road in enumerate(roads):
        seg = {"kind": "road", "ports": [e for e in road["edges"]]}
        if "end" in road:
            seg["end"] = road["end"]
        if any(index == i for _, index in flag_index(flags, "inn:road")):
            seg["symbols"] = ["inn"]
        segments.append(seg)
    garden_field = None
    if tile["garden_copies"]:
        garden_field = max(range(len(fields)), key=lambda i: (len(fields[i]["halves"]), -i))
    for i, field in enumerate(fields):
        ports = {HALF_PORT[h] for h in field["halves"]}
        for s, code in zip(SIDES, tile["edges"]):
            halves = [h for h in HALF_PORT if h[0] == s]
            held = [h in field["halves"] for h in halves]
            if code == "F" and all(held):
                ports.add(s)
            elif code == "F" and any(held):
                sys.exit(f"{tile['id']}: field side {s} split between two fields")
        seg = {"kind": "field", "ports": [p for p in PORT_ORDER if p in ports]}
        if field["cities"]:
            seg["touches"] = field["cities"]
        if i == garden_field:
            seg["symbols"] = ["garden"]
        segments.append(seg)
    if tile["monastery"]:
        segments.append({"kind": "monastery", "ports": []})
    return {"id": tile["id"], "name": tile["name"], "count": tile["count"],
            "segments": segments}


def dump(tileset):
    """The house style of data/tilesets: one line per segment."""
    lines = ["{"]
    for key in ("format", "version", "id", "name", "game", "addition", "description"):
        lines.append(f"  {json.dumps(key)}: {json.dumps(tileset[key], ensure_ascii=False)},")
    lines.append('  "tiles": [')
    for t, tile in enumerate(tileset["tiles"]):
        lines.append(f'    {{"id": {json.dumps(tile["id"])}, "name": {json.dumps(tile["name"])}, '
                     f'"count": {tile["count"]},')
        lines.append('      "segments": [')
        segs = [f"        {json.dumps(s)}" for s in tile["segments"]]
        lines.append(",\n".join(segs))
        lines.append("      ]}" + ("," if t + 1 < len(tileset["tiles"]) else ""))
    lines.append("  ]")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    with open(os.path.join(root, "tests/fixtures/reference/extra-tiles.json")) as f:
        ref = json.load(f)
    for prefix, (set_id, name) in SETS.items():
        path = os.path.join(root, "data/tilesets", set_id + ".json")
        kept = {}
        if os.path.exists(path):
            with open(path) as f:
                kept = {t["id"]: t["name"] for t in json.load(f)["tiles"]}
        tiles = [convert(t) for t in ref["tiles"] if t["id"].startswith(prefix + "-")]
        for tile in tiles:
            tile["name"] = kept.get(tile["id"], tile["name"])
        tileset = {
            "format": "tilelands-tileset", "version": 1, "id": set_id, "name": name,
            "game": "carcassonne",
            # added to the base tiles (the Maps deck), so it needs no start tile
            "addition": True,
            "description": ("The tiles of the expansion, none of its rules: inns, cathedrals, "
                            "goods and gardens are drawn and kept as symbols and score nothing. "
                            "Geometry and counts from docs/rules/extra-tiles.md (C2/C3 editions, "
                            "JCloisterZone's tile definitions)."),
            "tiles": tiles,
        }
        with open(path, "w") as f:
            f.write(dump(tileset))


if __name__ == "__main__":
    main()
