#!/usr/bin/env python3
"""Writes the search screen's catalog from the curated tables below (no randomness):

- catalog.json: categories (id, English name, popular), studios (name, brand, city,
  categories) and classes (name, category, studio);
- <locale>.lproj/Categories.strings: each category's name in the card's locales, keyed
  "category.<id>", with a translator comment (the non-English names have not been
  reviewed by a native speaker: the comment says so, for the translators who will).

Run from anywhere: python3 Assets/Samples/Search/generate.py; commit the output.
Brands with several studios include the two the search-modalities article names
(Barry's, Yogaworks); every other brand, studio and class is our own invention.
"""
import json
import pathlib

HERE = pathlib.Path(__file__).resolve().parent
LOCALES = ["en", "nl", "fr", "pt-PT", "de", "ar", "he", "ja"]
LANGUAGE = {"nl": "Dutch", "fr": "French", "pt-PT": "European Portuguese", "de": "German",
            "ar": "Arabic", "he": "Hebrew", "ja": "Japanese"}
POPULAR = ["yoga", "pilates", "indoor-cycling", "boxing", "climbing", "massage"]

# id | en | nl | fr | pt-PT | de | ar | he | ja
CATEGORIES = """
yoga | yoga | yoga | yoga | ioga | Yoga | يوغا | יוגה | ヨガ
hot-yoga | hot yoga | hot yoga | yoga chaud | ioga quente | Hot Yoga | يوغا ساخنة | יוגה חמה | ホットヨガ
yin-yoga | yin yoga | yin yoga | yin yoga | ioga yin | Yin Yoga | يوغا ين | יוגה יין | 陰ヨガ
vinyasa-yoga | vinyasa yoga | vinyasa yoga | yoga vinyasa | ioga vinyasa | Vinyasa Yoga | يوغا فينياسا | יוגה ויניאסה | ヴィンヤサヨガ
power-yoga | power yoga | power yoga | power yoga | power ioga | Power Yoga | باور يوغا | פאוור יוגה | パワーヨガ
prenatal-yoga | prenatal yoga | zwangerschapsyoga | yoga prénatal | ioga pré-natal | Schwangerschaftsyoga | يوغا الحوامل | יוגה להריון | マタニティヨガ
aerial-yoga | aerial yoga | aerial yoga | yoga aérien | ioga aéreo | Aerial Yoga | يوغا هوائية | יוגה אווירית | エアリアルヨガ
kids-yoga | kids yoga | kinderyoga | yoga pour enfants | ioga para crianças | Kinderyoga | يوغا للأطفال | יוגה לילדים | キッズヨガ
pilates | pilates | pilates | pilates | pilates | Pilates | بيلاتس | פילאטיס | ピラティス
reformer-pilates | reformer pilates | reformer pilates | pilates reformer | pilates reformer | Reformer-Pilates | بيلاتس ريفورمر | פילאטיס מכשירים | マシンピラティス
mat-pilates | mat pilates | matpilates | pilates au sol | pilates no solo | Matten-Pilates | بيلاتس على البساط | פילאטיס מזרן | マットピラティス
barre | barre | barre | barre | barre | Barre | تمارين البار | בר | バレエバー
indoor-cycling | indoor cycling | indoor cycling | vélo en salle | ciclismo indoor | Indoor Cycling | دراجات داخلية | אופני כושר | インドアサイクリング
spinning | spinning | spinning | spinning | spinning | Spinning | سبينينغ | ספינינג | スピニング
boxing | boxing | boksen | boxe | boxe | Boxen | ملاكمة | אגרוף | ボクシング
kickboxing | kickboxing | kickboksen | kickboxing | kickboxing | Kickboxen | كيك بوكسينغ | קיקבוקס | キックボクシング
muay-thai | muay thai | muay thai | muay-thaï | muay thai | Muay Thai | مواي تاي | מואי תאי | ムエタイ
hiit | HIIT | HIIT | HIIT | HIIT | HIIT | تمارين عالية الشدة | אימון HIIT | HIIT
bootcamp | bootcamp | bootcamp | bootcamp | bootcamp | Bootcamp | معسكر تدريب | בוטקמפ | ブートキャンプ
strength-training | strength training | krachttraining | renforcement musculaire | treino de força | Krafttraining | تمارين القوة | אימון כוח | 筋力トレーニング
weightlifting | weightlifting | gewichtheffen | haltérophilie | halterofilia | Gewichtheben | رفع الأثقال | הרמת משקולות | ウエイトリフティング
kettlebell | kettlebell | kettlebell | kettlebell | kettlebell | Kettlebell | كيتلبل | קטלבל | ケトルベル
circuit-training | circuit training | circuittraining | entraînement en circuit | treino em circuito | Zirkeltraining | تمارين دائرية | אימון מעגלי | サーキットトレーニング
functional-training | functional training | functionele training | entraînement fonctionnel | treino funcional | Functional Training | تدريب وظيفي | אימון פונקציונלי | ファンクショナルトレーニング
calisthenics | calisthenics | calisthenics | callisthénie | calistenia | Calisthenics | كاليستنكس | קליסטניקס | キャリステニクス
core | core training | core training | gainage | treino de core | Core-Training | تمارين الجذع | אימון ליבה | 体幹トレーニング
mobility | mobility | mobiliteit | mobilité | mobilidade | Mobility | تمارين المرونة | מוביליטי | モビリティ
stretching | stretching | stretchen | étirements | alongamentos | Stretching | تمارين الإطالة | מתיחות | ストレッチ
step-aerobics | step aerobics | step-aerobics | step | step | Step-Aerobic | ستيب إيروبيك | סטפ אירובי | ステップエアロビクス
dance-fitness | dance fitness | dansfitness | fitness dansé | fitness de dança | Dance-Fitness | لياقة بالرقص | כושר בריקוד | ダンスフィットネス
dance | dance | dans | danse | dança | Tanz | رقص | ריקוד | ダンス
salsa | salsa | salsa | salsa | salsa | Salsa | سالسا | סלסה | サルサ
ballet | ballet | ballet | ballet | ballet | Ballett | باليه | בלט | バレエ
hip-hop | hip-hop dance | hiphop | danse hip-hop | dança hip-hop | Hip-Hop-Tanz | رقص هيب هوب | ריקודי היפ הופ | ヒップホップダンス
meditation | meditation | meditatie | méditation | meditação | Meditation | تأمل | מדיטציה | 瞑想
breathwork | breathwork | ademwerk | travail du souffle | respiração consciente | Atemarbeit | تمارين التنفس | עבודת נשימה | 呼吸法
sound-bath | sound bath | klankbad | bain sonore | banho de som | Klangbad | حمام صوتي | אמבט צלילים | サウンドバス
tai-chi | tai chi | tai chi | tai-chi | tai chi | Tai-Chi | تاي تشي | טאי צ׳י | 太極拳
qigong | qigong | qigong | qi gong | qigong | Qigong | تشي كونغ | צ׳י קונג | 気功
reiki | reiki | reiki | reiki | reiki | Reiki | ريكي | רייקי | レイキ
running | running club | hardloopclub | club de course | clube de corrida | Lauftreff | نادي الجري | מועדון ריצה | ランニングクラブ
rowing | rowing | roeien | aviron | remo | Rudern | تجديف | חתירה | ローイング
swimming | swimming | zwemmen | natation | natação | Schwimmen | سباحة | שחייה | 水泳
aqua-aerobics | aqua aerobics | aquarobics | aquagym | hidroginástica | Aquafitness | تمارين مائية | התעמלות במים | アクアビクス
climbing | climbing | klimmen | escalade | escalada | Klettern | تسلق | טיפוס | クライミング
bouldering | bouldering | boulderen | bloc | boulder | Bouldern | تسلق الجلاميد | בולדרינג | ボルダリング
martial-arts | martial arts | vechtsport | arts martiaux | artes marciais | Kampfsport | فنون قتالية | אומנויות לחימה | 武道
karate | karate | karate | karaté | karaté | Karate | كاراتيه | קראטה | 空手
judo | judo | judo | judo | judo | Judo | جودو | ג׳ודו | 柔道
jiu-jitsu | jiu-jitsu | jiujitsu | jiu-jitsu | jiu-jítsu | Jiu-Jitsu | جوجيتسو | ג׳יו ג׳יטסו | 柔術
taekwondo | taekwondo | taekwondo | taekwondo | taekwondo | Taekwondo | تايكوندو | טאקוונדו | テコンドー
capoeira | capoeira | capoeira | capoeira | capoeira | Capoeira | كابويرا | קפוארה | カポエイラ
fencing | fencing | schermen | escrime | esgrima | Fechten | مبارزة | סיוף | フェンシング
tennis | tennis | tennis | tennis | ténis | Tennis | تنس | טניס | テニス
padel | padel | padel | padel | padel | Padel | بادل | פאדל | パデル
squash | squash | squash | squash | squash | Squash | اسكواش | סקווש | スカッシュ
badminton | badminton | badminton | badminton | badminton | Badminton | الريشة الطائرة | בדמינטון | バドミントン
golf | golf | golf | golf | golfe | Golf | غولف | גולף | ゴルフ
gymnastics | gymnastics | turnen | gymnastique | ginástica | Turnen | جمباز | התעמלות קרקע | 体操
trampoline | trampoline | trampolinespringen | trampoline | trampolim | Trampolin | ترامبولين | טרמפולינה | トランポリン
skating | skating | schaatsen | patinage | patinagem | Eislaufen | تزلج على الجليد | החלקה על הקרח | スケート
surfing | surfing | surfen | surf | surf | Surfen | ركوب الأمواج | גלישת גלים | サーフィン
paddleboarding | paddleboarding | suppen | stand-up paddle | stand-up paddle | Stand-up-Paddling | التجديف وقوفًا | חתירת סאפ | スタンドアップパドル
horse-riding | horse riding | paardrijden | équitation | equitação | Reiten | ركوب الخيل | רכיבה על סוסים | 乗馬
archery | archery | boogschieten | tir à l’arc | tiro com arco | Bogenschießen | رماية بالقوس | קשתות | アーチェリー
massage | massage | massage | massage | massagem | Massage | تدليك | עיסוי | マッサージ
sports-massage | sports massage | sportmassage | massage sportif | massagem desportiva | Sportmassage | تدليك رياضي | עיסוי ספורטאים | スポーツマッサージ
facial | facial | gezichtsbehandeling | soin du visage | limpeza de pele | Gesichtsbehandlung | عناية بالبشرة | טיפול פנים | フェイシャル
manicure | manicure | manicure | manucure | manicure | Maniküre | مانيكير | מניקור | マニキュア
pedicure | pedicure | pedicure | pédicure | pedicure | Pediküre | باديكير | פדיקור | ペディキュア
haircut | haircut | knippen | coupe | corte de cabelo | Haarschnitt | قص الشعر | תספורת | ヘアカット
balayage | balayage | balayage | balayage | balayage | Balayage | بالياج | בליאז׳ | バレイヤージュ
blow-dry | blow-dry | föhnen | brushing | brushing | Föhnen | تصفيف بالسشوار | פן | ブロー
barber | barber | barbier | barbier | barbeiro | Barbier | حلاق رجالي | מספרה לגברים | 理容
beard-trim | beard trim | baard trimmen | taille de barbe | aparar a barba | Bartpflege | تهذيب اللحية | עיצוב זקן | ひげトリム
waxing | waxing | harsen | épilation à la cire | depilação com cera | Waxing | إزالة الشعر بالشمع | הסרת שיער בשעווה | ワックス脱毛
eyebrows | eyebrow shaping | wenkbrauwen modelleren | restructuration des sourcils | design de sobrancelhas | Augenbrauen-Styling | تشكيل الحواجب | עיצוב גבות | 眉毛スタイリング
lashes | lash extensions | wimperextensions | extensions de cils | extensões de pestanas | Wimpernverlängerung | وصلات الرموش | הארכת ריסים | まつげエクステ
spa | spa | spa | spa | spa | Spa | منتجع صحي | ספא | スパ
sauna | sauna | sauna | sauna | sauna | Sauna | ساونا | סאונה | サウナ
cryotherapy | cryotherapy | cryotherapie | cryothérapie | crioterapia | Kryotherapie | العلاج بالتبريد | קריותרפיה | クライオセラピー
physiotherapy | physiotherapy | fysiotherapie | kinésithérapie | fisioterapia | Physiotherapie | العلاج الطبيعي | פיזיותרפיה | 理学療法
acupuncture | acupuncture | acupunctuur | acupuncture | acupunctura | Akupunktur | الوخز بالإبر | דיקור סיני | 鍼灸
nutrition | nutrition coaching | voedingscoaching | coaching nutritionnel | coaching de nutrição | Ernährungsberatung | استشارة غذائية | ייעוץ תזונה | 栄養指導
personal-training | personal training | personal training | coaching personnel | treino personalizado | Personal Training | تدريب شخصي | אימון אישי | パーソナルトレーニング
senior-fitness | senior fitness | seniorenfitness | gym senior | ginástica sénior | Seniorenfitness | لياقة لكبار السن | כושר לגיל השלישי | シニアフィットネス
patisserie | pâtisserie workshop | patisserieworkshop | atelier pâtisserie | workshop de pastelaria | Patisserie-Workshop | ورشة حلويات | סדנת קונדיטוריה | 製菓ワークショップ
"""

# Studios: name | brand (or -) | city | category ids
STUDIOS = """
Barry's Amsterdam Zuid | Barry's | Amsterdam | hiit, strength-training, bootcamp
Barry's London Soho | Barry's | London | hiit, strength-training, bootcamp
Barry's Berlin Mitte | Barry's | Berlin | hiit, strength-training
Barry's Dubai Marina | Barry's | Dubai | hiit, bootcamp
Yogaworks De Pijp | Yogaworks | Amsterdam | yoga, vinyasa-yoga, yin-yoga, prenatal-yoga
Yogaworks Shoreditch | Yogaworks | London | yoga, hot-yoga, power-yoga
Daylight Yoga Príncipe Real | Daylight Yoga | Lisbon | yoga, vinyasa-yoga, meditation
Daylight Yoga Ribeira | Daylight Yoga | Porto | yoga, yin-yoga, breathwork
Daylight Yoga Marais | Daylight Yoga | Paris | yoga, aerial-yoga, kids-yoga
Kern Pilates Kreuzberg | Kern Pilates | Berlin | pilates, reformer-pilates, mat-pilates
Kern Pilates Schwabing | Kern Pilates | Munich | pilates, reformer-pilates
Kern Pilates Ehrenfeld | Kern Pilates | Cologne | pilates, mat-pilates, barre
Rondo Cycle Oost | Rondo Cycle | Amsterdam | indoor-cycling, spinning
Rondo Cycle Kop van Zuid | Rondo Cycle | Rotterdam | indoor-cycling, spinning, core
Hammam Noor Jumeirah | Hammam Noor | Dubai | spa, massage, sauna, facial
Hammam Noor Zamalek | Hammam Noor | Cairo | spa, massage, facial
Studio Kalm | - | Amsterdam | yoga, yin-yoga, meditation, sound-bath
Salt & Stone Spa | - | Amsterdam | spa, sauna, massage, facial
Ironbark Boxing Club | - | London | boxing, kickboxing, strength-training
Ringside Muay Thai | - | London | muay-thai, kickboxing, martial-arts
Bodhi Tree Meditation | - | London | meditation, breathwork, reiki
Moriya Acupuncture | - | London | acupuncture, massage
Atelier Sucré | - | Paris | patisserie
Le Cercle d’Escrime | - | Paris | fencing
Élan Barre | - | Lyon | barre, ballet, stretching
Forma Reformer | - | Lisbon | reformer-pilates, pilates
Ola Surf School | - | Ericeira | surfing, paddleboarding, swimming
Café Dança | - | Lisbon | dance, salsa, dance-fitness
Nordwand Kletterhalle | - | Berlin | climbing, bouldering
Tanzhaus Süd | - | Munich | dance, ballet, hip-hop
Desert Rose Padel | - | Dubai | padel, tennis, squash
Nile Rowing Club | - | Cairo | rowing, running
Zamalek Tennis Academy | - | Cairo | tennis, squash, badminton
Gordon Swim Club | - | Tel Aviv | swimming, aqua-aerobics
Jaffa Capoeira | - | Tel Aviv | capoeira, dance, martial-arts
Carmel Physio | - | Tel Aviv | physiotherapy, sports-massage, mobility
Kaze Climbing Gym | - | Tokyo | climbing, bouldering
Tatami Dojo | - | Tokyo | judo, karate, jiu-jitsu
Yuzu Hair & Brow | - | Tokyo | haircut, eyebrows, lashes
Sharp & Steady Barbers | - | Rotterdam | barber, beard-trim, haircut
Polish & Petal | - | Amsterdam | manicure, pedicure, waxing
Frost Cryo | - | Amsterdam | cryotherapy, sauna
Iron Anchor Weightlifting | - | Rotterdam | weightlifting, kettlebell, calisthenics
Parkside Run Club | - | London | running, mobility
Lotus Tai Chi Garden | - | Paris | tai-chi, qigong, meditation
Stallhof Riding School | - | Cologne | horse-riding
Longbow Archery | - | London | archery
Springveld Trampoline Park | - | Utrecht | trampoline, gymnastics
Kanaal Ice Rink | - | Utrecht | skating
Greenway Nutrition | - | Utrecht | nutrition, personal-training
Silver Steps | - | Utrecht | senior-fitness, stretching, aqua-aerobics
Golden Hour Golf | - | Dubai | golf
Taekwondo Hwarang | - | Berlin | taekwondo, martial-arts
Form & Flow Studio | - | Porto | functional-training, circuit-training, mobility
Step Up Studio | - | Lyon | step-aerobics, dance-fitness
Balayage Bar | - | Paris | balayage, blow-dry, haircut
"""

# Classes: name | category | studio
CLASSES = """
Sunrise Vinyasa | vinyasa-yoga | Yogaworks De Pijp
Slow Yin & Sound | yin-yoga | Studio Kalm
Bump & Breathe | prenatal-yoga | Yogaworks De Pijp
Hot Power Hour | hot-yoga | Yogaworks Shoreditch
Power Flow Express | power-yoga | Yogaworks Shoreditch
Tejo Morning Flow | vinyasa-yoga | Daylight Yoga Príncipe Real
Riverside Yin | yin-yoga | Daylight Yoga Ribeira
Silks for Beginners | aerial-yoga | Daylight Yoga Marais
Little Yogis | kids-yoga | Daylight Yoga Marais
Reformer Foundations | reformer-pilates | Kern Pilates Kreuzberg
Reformer Burn | reformer-pilates | Kern Pilates Schwabing
Mat Essentials | mat-pilates | Kern Pilates Ehrenfeld
Barre Sculpt | barre | Kern Pilates Ehrenfeld
Full Body Burn | hiit | Barry's Amsterdam Zuid
Arms & Abs | strength-training | Barry's London Soho
Lower Body Lift | strength-training | Barry's Berlin Mitte
Marina Bootcamp | bootcamp | Barry's Dubai Marina
Rhythm Ride 45 | indoor-cycling | Rondo Cycle Oost
Climb & Sprint | spinning | Rondo Cycle Kop van Zuid
Hammam Ritual | spa | Hammam Noor Jumeirah
Deep Tissue 60 | massage | Hammam Noor Zamalek
Quiet Mind Sit | meditation | Bodhi Tree Meditation
Box Fit Basics | boxing | Ironbark Boxing Club
Pad Work Rounds | kickboxing | Ironbark Boxing Club
Muay Thai Fundamentals | muay-thai | Ringside Muay Thai
Croissant Masterclass | patisserie | Atelier Sucré
Foil for Beginners | fencing | Le Cercle d’Escrime
Barre au Sol | barre | Élan Barre
Reformer Intermediate | reformer-pilates | Forma Reformer
First Waves | surfing | Ola Surf School
Salsa Social | salsa | Café Dança
Boulder Basics | bouldering | Nordwand Kletterhalle
Lead Climbing Course | climbing | Kaze Climbing Gym
Ballet for Adults | ballet | Tanzhaus Süd
Padel Doubles Clinic | padel | Desert Rose Padel
Nile Sunrise Row | rowing | Nile Rowing Club
Masters Swim | swimming | Gordon Swim Club
Roda Night | capoeira | Jaffa Capoeira
Judo Randori | judo | Tatami Dojo
Olympic Lifting Clinic | weightlifting | Iron Anchor Weightlifting
Saturday 5K | running | Parkside Run Club
Tai Chi in the Garden | tai-chi | Lotus Tai Chi Garden
Family Bounce | trampoline | Springveld Trampoline Park
Gentle Strength 60+ | senior-fitness | Silver Steps
Short Game School | golf | Golden Hour Golf
Kickstart Circuit | circuit-training | Form & Flow Studio
Step & Sweat | step-aerobics | Step Up Studio
"""


def rows(table: str) -> list[list[str]]:
    return [[cell.strip() for cell in line.split("|")] for line in table.strip().splitlines()]


def strings_value(text: str) -> str:
    return text.replace("\\", "\\\\").replace('"', '\\"')


def main() -> None:
    categories = rows(CATEGORIES)
    ids = [row[0] for row in categories]
    assert len(ids) == len(set(ids)), "duplicate category id"
    assert all(len(row) == 1 + len(LOCALES) for row in categories), [r[0] for r in categories if len(r) != 9]
    studios = rows(STUDIOS)
    names = [row[0] for row in studios]
    assert len(names) == len(set(names)), "duplicate studio"
    for row in studios:
        for category in row[3].split(","):
            assert category.strip() in ids, (row[0], category)
    classes = rows(CLASSES)
    for name, category, studio in classes:
        assert category in ids and studio in names, (name, category, studio)
    catalog = {
        "categories": [{"id": row[0], "name": row[1][:1].upper() + row[1][1:], "popular": row[0] in POPULAR}
                       for row in categories],
        "studios": [
            {"name": name, **({"brand": brand} if brand != "-" else {}), "city": city,
             "categories": [c.strip() for c in offered.split(",")]}
            for name, brand, city, offered in studios
        ],
        "classes": [{"name": name, "category": category, "studio": studio} for name, category, studio in classes],
    }
    (HERE / "catalog.json").write_text(json.dumps(catalog, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    # Names are shown as list items: sentence case where the script has case.
    for row in categories:
        for column in range(1, len(row)):
            row[column] = row[column][:1].upper() + row[column][1:]
    for column, locale in enumerate(LOCALES, start=1):
        folder = HERE / f"{locale}.lproj"
        folder.mkdir(exist_ok=True)
        if locale == "en":
            lines = ["/* Search categories — English (the development language). */"]
        else:
            lines = [f"/* Search categories — {LANGUAGE[locale]}. */"]
        for row in categories:
            if locale == "en":
                comment = f"A kind of class or treatment people book, as a search category."
            else:
                comment = (f"A kind of class or treatment people book (English: {row[1]}). "
                           f"Not yet reviewed by a native speaker of {LANGUAGE[locale]}.")
            lines.append(f"/* {comment} */")
            lines.append(f'"category.{row[0]}" = "{strings_value(row[column])}";')
        (folder / "Categories.strings").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(len(categories), "categories,", len(studios), "studios,", len(classes), "classes")


if __name__ == "__main__":
    main()
