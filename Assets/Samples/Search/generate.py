#!/usr/bin/env python3
"""Writes entries.json: the search scene's categories and venues (about 1,000),
made deterministically from the lists below. Run from this folder; commit the output."""
import json, random

categories = """yoga;hot yoga;yin yoga;vinyasa yoga;power yoga;prenatal yoga;aerial yoga;pilates;
reformer pilates;mat pilates;barre;spinning;indoor cycling;boxing;kickboxing;muay thai;
crossfit;hiit;bootcamp;strength training;weightlifting;kettlebell;trx;zumba;dance;
salsa;ballet;hip hop dance;pole dance;stretching;meditation;breathwork;tai chi;qi gong;
running club;rowing;swimming;aqua aerobics;climbing;bouldering;martial arts;karate;judo;
jiu-jitsu;taekwondo;capoeira;fencing;tennis;padel;squash;badminton;golf;massage;
sports massage;facial;manicure;pedicure;haircut;balayage;blow dry;barber;beard trim;
waxing;eyebrow threading;lash extensions;spa;sauna;cryotherapy;physiotherapy;
acupuncture;chiropractic;nutrition coaching;personal training;gymnastics;trampoline;
skating;surfing;paddleboarding;horse riding;archery;sound bath;reiki;
café au lait workshop;crème brûlée class;pâtisserie;écriture;öl painting;
circuit training;core;abs;glutes;mobility;functional training;calisthenics;
body pump;step aerobics;spin & sculpt;sculpt;rebounding;kids yoga;senior fitness""".replace("\n", "").split(";")
categories = [c.strip() for c in categories if c.strip()]

brands = ["Equinox", "Basic-Fit", "SportCity", "Orangetheory", "F45", "Barry's",
          "Rumble", "Soul Cycle", "Yogaworks", "Pure Yoga", "Club Pilates", "Bikram Studio",
          "Trainmore", "David Lloyd", "Virgin Active", "Les Mills", "Zen Spa", "Anytime Fitness"]
cities = ["Amsterdam", "Rotterdam", "Utrecht", "Lisbon", "Porto", "Paris", "Lyon",
          "Berlin", "München", "Köln", "Dubai", "Cairo", "London", "Brussels", "Genève"]
words = ["Studio", "Loft", "House", "Club", "Lab", "Garden", "Collective", "Academy",
         "Corner", "Room", "Space", "Works", "Society", "Hall", "Factory"]
adjectives = ["Blue", "Golden", "Urban", "North", "Quiet", "Bright", "Wild", "Little",
              "Open", "Grand", "Green", "Silver", "Sunny", "Café", "Élan", "Über",
              "Soleil", "Lotus", "Iron", "Pure"]

rng = random.Random(16)
venues = []
for brand in brands:
    for city in rng.sample(cities, rng.randint(1, 6)):
        venues.append({"name": f"{brand} {city}", "brand": brand})
seen = {v["name"] for v in venues}
while len(categories) + len(venues) < 1000:
    name = f"{rng.choice(adjectives)} {rng.choice(categories).title()} {rng.choice(words)}"
    if name not in seen:
        seen.add(name)
        venues.append({"name": name})
json.dump({"categories": categories, "venues": venues}, open("entries.json", "w"),
          ensure_ascii=False, indent=1)
print(len(categories), "categories,", len(venues), "venues")
