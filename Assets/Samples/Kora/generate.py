"""Writes kora.json, the data behind every screen of Kora, the class-booking app of the
samples (run: python3 generate.py). Everything here is written by hand: the studios
(several brands with more than one venue, and independents), where they are on the
map, their ratings, and the classes each gives with their times, lengths, places left
and prices. Only the distances are computed: from a studio's place on the map to the
user's (the map's center), so the list's order and the map agree.

Studio and class names are the studios' own (as a booking app shows them, untranslated);
kinds and neighbourhoods are keys the app's tables translate or show as written locally.
"""
import json
import math

# Neighbourhoods of Amsterdam and where they sit on the map (fractions of its width
# and height; north up). The city takes the map's top half: the half the sheet leaves
# uncovered when it rests at half (`main` squeezes these heights into it).
AREAS = {
    "Noord": (0.52, 0.16), "Centrum": (0.50, 0.42), "Jordaan": (0.40, 0.40),
    "West": (0.27, 0.36), "Bos en Lommer": (0.18, 0.30), "Oud-West": (0.30, 0.52),
    "Zuid": (0.40, 0.74), "De Pijp": (0.52, 0.64), "Plantage": (0.62, 0.46),
    "Oost": (0.72, 0.55), "Watergraafsmeer": (0.78, 0.70), "IJburg": (0.92, 0.44),
}
# The user is near the top third: what the map shows above the sheet resting at half.
USER = (0.50, 0.30)
# The map's width in kilometres; it is drawn on a phone, about twice as tall as wide.
MAP_KM = 6.0
MAP_ASPECT = 2.0

BRANDS = [
    ("ritmo", "Ritmo Cycle"), ("zoutwater", "Zoutwater Yoga"), ("ringside", "Ringside 020"),
    ("bloom", "Barre & Bloom"), ("kern", "Kern Pilates"), ("staal", "Staal Strength"),
    ("vloer", "Vloer Dance"), ("hartslag", "Hartslag HIIT"),
]

# id, name, brand (or None), kind, area, offset from the area's center (x, y), rating
STUDIOS = [
    ("ritmo-oost", "Ritmo Cycle Oost", "ritmo", "spin", "Oost", (0.01, -0.02), 4.7),
    ("ritmo-zuid", "Ritmo Cycle Zuid", "ritmo", "spin", "Zuid", (0.02, 0.01), 4.6),
    ("ritmo-west", "Ritmo Cycle West", "ritmo", "spin", "West", (-0.01, 0.02), 4.4),
    ("zoutwater-jordaan", "Zoutwater Yoga Jordaan", "zoutwater", "yoga", "Jordaan", (0.0, -0.03), 4.9),
    ("zoutwater-pijp", "Zoutwater Yoga De Pijp", "zoutwater", "yoga", "De Pijp", (-0.02, 0.0), 4.8),
    ("ringside-noord", "Ringside 020 Noord", "ringside", "boxing", "Noord", (0.03, 0.02), 4.5),
    ("ringside-oudwest", "Ringside 020 Oud-West", "ringside", "boxing", "Oud-West", (0.0, 0.02), 4.3),
    ("bloom-plantage", "Barre & Bloom Plantage", "bloom", "barre", "Plantage", (0.0, 0.02), 4.8),
    ("bloom-zuid", "Barre & Bloom Zuid", "bloom", "barre", "Zuid", (-0.04, -0.02), 4.6),
    ("kern-centrum", "Kern Pilates Centrum", "kern", "pilates", "Centrum", (0.02, -0.03), 4.7),
    ("kern-ijburg", "Kern Pilates IJburg", "kern", "pilates", "IJburg", (-0.01, 0.02), 4.5),
    ("kern-meer", "Kern Pilates Watergraafsmeer", "kern", "pilates", "Watergraafsmeer", (0.0, 0.0), 4.4),
    ("staal-bol", "Staal Strength Bos en Lommer", "staal", "strength", "Bos en Lommer", (0.02, 0.0), 4.6),
    ("staal-oost", "Staal Strength Oost", "staal", "strength", "Oost", (0.04, 0.04), 4.2),
    ("vloer-west", "Vloer Dance West", "vloer", "dance", "West", (0.03, -0.02), 4.7),
    ("vloer-noord", "Vloer Dance Noord", "vloer", "dance", "Noord", (-0.05, -0.01), 4.4),
    ("hartslag-centrum", "Hartslag HIIT Centrum", "hartslag", "hiit", "Centrum", (-0.03, 0.03), 4.3),
    ("hartslag-pijp", "Hartslag HIIT De Pijp", "hartslag", "hiit", "De Pijp", (0.03, 0.03), 4.5),
    ("kalm", "Studio Kalm", None, "yoga", "Oud-West", (0.03, -0.03), 4.9),
    ("lichte-kamer", "De Lichte Kamer", None, "yoga", "Plantage", (0.03, -0.02), 4.6),
    ("reformerhuis", "Het Reformerhuis", None, "pilates", "Zuid", (0.03, -0.04), 4.8),
    ("loods9", "Loods 9 Boxing", None, "boxing", "Noord", (0.0, -0.04), 4.6),
    ("salsa-sur", "Salsa Sur", None, "dance", "De Pijp", (0.0, -0.04), 4.5),
    ("buurtgym", "Buurtgym Watergraafsmeer", None, "strength", "Watergraafsmeer", (0.04, 0.03), 4.1),
    ("tempo-barre", "Tempo Barre", None, "barre", "Jordaan", (-0.03, 0.02), 4.7),
    ("fietsfabriek", "De Fietsfabriek", None, "spin", "Bos en Lommer", (-0.02, 0.04), 4.3),
    ("vondel-bootcamp", "Vondel Bootcamp", None, "hiit", "Oud-West", (0.05, 0.05), 4.4),
    ("moksha", "Moksha Hot Yoga", None, "yoga", "Zuid", (0.05, 0.03), 4.5),
    ("kabinet", "Kabinet Pilates", None, "pilates", "Jordaan", (0.02, 0.04), 4.6),
    ("oostpoort-dance", "Oostpoort Dansstudio", None, "dance", "Oost", (-0.03, 0.03), 4.3),
    ("eiland-yoga", "Eiland Yoga", None, "yoga", "IJburg", (0.02, -0.03), 4.7),
    ("ijhallen-boxing", "IJhallen Boxing Club", None, "boxing", "Noord", (-0.02, 0.05), 4.2),
]

# studio, title, kind, start, minutes, places left, price in euros
CLASSES = [
    ("zoutwater-jordaan", "Sunrise Vinyasa", "yoga", "06:45", 60, 6, 21.0),
    ("zoutwater-jordaan", "Yin and Restore", "yoga", "19:30", 75, 3, 21.0),
    ("zoutwater-jordaan", "Lunchtime Flow", "yoga", "12:15", 45, 9, 18.0),
    ("zoutwater-pijp", "Vinyasa Flow with Live Music", "yoga", "19:00", 75, 0, 24.0),
    ("zoutwater-pijp", "Slow Hatha", "yoga", "09:30", 75, 8, 21.0),
    ("zoutwater-pijp", "Yoga for Runners", "yoga", "18:00", 60, 5, 21.0),
    ("kalm", "Candlelight Yin", "yoga", "20:30", 60, 4, 19.5),
    ("kalm", "Morning Hatha", "yoga", "07:30", 60, 10, 19.5),
    ("lichte-kamer", "Gentle Flow", "yoga", "10:00", 60, 12, 18.5),
    ("lichte-kamer", "Prenatal Yoga", "yoga", "17:30", 60, 6, 18.5),
    ("moksha", "Hot Vinyasa", "yoga", "07:00", 60, 2, 23.0),
    ("moksha", "Hot Power 45", "yoga", "18:30", 45, 7, 23.0),
    ("eiland-yoga", "Power Flow", "yoga", "08:00", 60, 11, 17.5),
    ("eiland-yoga", "Sunset Yin", "yoga", "20:00", 60, 9, 17.5),
    ("ritmo-oost", "Early Bird Spin", "spin", "07:30", 45, 4, 19.0),
    ("ritmo-oost", "Rhythm Ride", "spin", "18:15", 45, 0, 19.0),
    ("ritmo-oost", "Climb 60", "spin", "12:30", 60, 14, 21.0),
    ("ritmo-zuid", "Spin Intervals", "spin", "06:30", 45, 7, 19.0),
    ("ritmo-zuid", "Rhythm Ride", "spin", "19:45", 45, 3, 19.0),
    ("ritmo-west", "Endurance Ride", "spin", "08:30", 60, 10, 21.0),
    ("ritmo-west", "Spin and Stretch", "spin", "17:45", 60, 6, 21.0),
    ("fietsfabriek", "Climb 45", "spin", "07:15", 45, 8, 16.5),
    ("fietsfabriek", "Beats Ride", "spin", "20:15", 45, 5, 16.5),
    ("ringside-noord", "Boxing Fundamentals", "boxing", "18:15", 60, 5, 20.0),
    ("ringside-noord", "Pad Work", "boxing", "07:00", 45, 9, 18.0),
    ("ringside-oudwest", "Sparring Basics", "boxing", "19:30", 60, 2, 20.0),
    ("ringside-oudwest", "Boxfit", "boxing", "12:00", 45, 13, 18.0),
    ("loods9", "Boxing Conditioning", "boxing", "06:30", 60, 10, 17.0),
    ("loods9", "Heavy Bag Rounds", "boxing", "20:00", 45, 4, 17.0),
    ("ijhallen-boxing", "Kickboxing Basics", "boxing", "18:45", 60, 7, 16.0),
    ("bloom-plantage", "Barre Basics", "barre", "09:00", 50, 6, 22.0),
    ("bloom-plantage", "Barre Burn", "barre", "18:30", 50, 1, 22.0),
    ("bloom-zuid", "Barre Stretch", "barre", "12:15", 45, 8, 22.0),
    ("bloom-zuid", "Barre Burn", "barre", "19:15", 50, 4, 22.0),
    ("tempo-barre", "Barre and Core", "barre", "07:45", 50, 9, 20.0),
    ("tempo-barre", "Cardio Barre", "barre", "17:15", 45, 3, 20.0),
    ("kern-centrum", "Mat Pilates", "pilates", "08:15", 45, 7, 19.0),
    ("kern-centrum", "Reformer Flow", "pilates", "18:00", 50, 0, 29.0),
    ("kern-centrum", "Lunchtime Pilates", "pilates", "12:00", 45, 5, 19.0),
    ("kern-ijburg", "Reformer Foundations", "pilates", "10:30", 50, 4, 29.0),
    ("kern-ijburg", "Pilates Core", "pilates", "19:00", 45, 9, 19.0),
    ("kern-meer", "Mat Pilates", "pilates", "07:00", 45, 11, 19.0),
    ("kern-meer", "Reformer Flow", "pilates", "17:30", 50, 2, 29.0),
    ("reformerhuis", "Reformer Jump", "pilates", "08:45", 50, 3, 32.0),
    ("reformerhuis", "Reformer Stretch", "pilates", "20:15", 50, 6, 32.0),
    ("kabinet", "Pilates for Back Care", "pilates", "11:00", 60, 6, 24.0),
    ("kabinet", "Evening Mat", "pilates", "19:45", 45, 10, 20.0),
    ("staal-bol", "Barbell Club", "strength", "07:00", 60, 8, 18.0),
    ("staal-bol", "Strength Foundations", "strength", "18:30", 60, 5, 18.0),
    ("staal-oost", "Kettlebell 45", "strength", "12:30", 45, 12, 16.0),
    ("staal-oost", "Upper Body Strength", "strength", "19:00", 60, 6, 18.0),
    ("buurtgym", "Functional Strength", "strength", "09:15", 60, 14, 14.0),
    ("buurtgym", "Strength for Runners", "strength", "18:00", 45, 9, 14.0),
    ("vloer-west", "Salsa Beginners", "dance", "19:00", 60, 10, 16.0),
    ("vloer-west", "Afro House", "dance", "20:30", 60, 4, 17.0),
    ("vloer-noord", "Heels Choreo", "dance", "18:45", 75, 3, 19.0),
    ("vloer-noord", "Contemporary Flow", "dance", "10:30", 75, 8, 18.0),
    ("salsa-sur", "Bachata Sensual", "dance", "20:00", 60, 6, 15.0),
    ("salsa-sur", "Salsa Improvers", "dance", "21:00", 60, 11, 15.0),
    ("oostpoort-dance", "Hip-Hop Basics", "dance", "17:30", 60, 9, 14.5),
    ("oostpoort-dance", "Dancehall Vibes", "dance", "19:30", 60, 5, 14.5),
    ("hartslag-centrum", "HIIT 30", "hiit", "07:15", 30, 6, 15.0),
    ("hartslag-centrum", "Tabata Express", "hiit", "12:45", 30, 10, 15.0),
    ("hartslag-centrum", "Metcon 45", "hiit", "18:00", 45, 0, 17.0),
    ("hartslag-pijp", "HIIT 30", "hiit", "06:45", 30, 8, 15.0),
    ("hartslag-pijp", "Sweat and Core", "hiit", "19:15", 45, 4, 17.0),
    ("vondel-bootcamp", "Bootcamp in the Park", "hiit", "07:00", 60, 15, 13.0),
    ("vondel-bootcamp", "Sunday Bootcamp", "hiit", "10:00", 60, 12, 13.0),
]


def main():
    studios = []
    for sid, name, brand, kind, area, (dx, dy), rating in STUDIOS:
        ax, ay = AREAS[area]
        x, y = round(ax + dx, 3), round(0.06 + 0.5 * (ay + dy), 3)
        km = math.hypot((x - USER[0]) * MAP_KM, (y - USER[1]) * MAP_KM * MAP_ASPECT)
        studio = {"id": sid, "name": name, "kind": kind, "area": area,
                  "distance": round(km, 1), "rating": rating, "x": x, "y": y}
        if brand:
            studio["brand"] = brand
        studios.append(studio)
    ids = {s["id"] for s in studios}
    classes = []
    for n, (sid, title, kind, start, minutes, spots, price) in enumerate(CLASSES, 1):
        assert sid in ids, sid
        classes.append({"id": f"class-{n:03d}", "title": title, "kind": kind, "studio": sid,
                        "start": start, "minutes": minutes, "spots": spots, "price": price})
    data = {
        "city": "Amsterdam",
        "brands": [{"id": b, "name": n} for b, n in BRANDS],
        "kinds": ["yoga", "spin", "boxing", "pilates", "barre", "dance", "strength", "hiit"],
        "studios": studios,
        "classes": classes,
    }
    with open("kora.json", "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main()
