"""Scores extract() on tests/pages/blind/ … blind74/, corpora written without looking
at the extractor (each scored once before any rule was tuned on it; regression gates since)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from crawler.extract import extract

CORPORA = Path(__file__).resolve().parents[1] / "pages"
# First runs: blind 39/3/12 (P 0.929 R 0.765), blind2 47/3/7 (P 0.940 R 0.870),
# blind3 42/4/12 (P 0.913 R 0.778), blind4 40/8/14 (P 0.833 R 0.741),
# blind5 43/7/10 (P 0.860 R 0.811), blind6 51/1/3 (P 0.981 R 0.944; not tuned on, apart from
# the price-per-square-foot unit its one false price showed), blind7 47/1/7 (P 0.979 R 0.870;
# stock F1 0.832; then tuned with general rules: responsive "hidden md:block" classes, net
# labels, a former currency beside the euro, "sin impuestos", store-card logos, stock words).
# blind8 47/2/6 (P 0.960 R 0.889; stock F1 0.706, SKU 0.750) and blind9 48/1/5 (P 0.980
# R 0.906; stock 0.866, SKU 0.825) as first scored; then tuned with general rules (BEM parts of
# the title's block, local RRP and fee names, labels after a price, stock and SKU words).
# blind10 51/2/4 (P 0.962 R 0.927; stock 0.844, SKU 0.710) and blind11 49/0/5 (P 1.000
# R 0.907; stock 0.876, SKU 0.854) as first scored, then tuned the same way.
# blind12 49/2/5 (P 0.961 R 0.907; stock 0.862, SKU 0.784) and blind13 42/3/13 (P 0.933
# R 0.764; stock 0.768, SKU 0.817) as first scored on the code tuned through blind11.
# blind14 47/2/7 (P 0.959 R 0.870; stock 0.857, SKU 0.796) and blind15 41/5/13 (P 0.891
# R 0.759; stock 0.792, SKU 0.800) as first scored on the code tuned through blind13.
# blind16 45/3/9 (P 0.938 R 0.833; stock 0.804, SKU 0.750) and blind17 48/5/6 (P 0.906
# R 0.889; stock 0.901, SKU 0.874) as first scored on the code tuned through blind15.
# blind18 46/1/8 (P 0.979 R 0.852; stock 0.840, SKU 0.839) on the code tuned through blind17;
# blind19 47/4/7 (P 0.922 R 0.870; stock 0.899, SKU 0.897) on the code tuned through blind18.
# blind20 47/1/7 (P 0.979 R 0.870; stock 0.880, SKU 0.699) and blind21 46/4/8 (P 0.920
# R 0.852; stock 0.907, SKU 0.800) on the code tuned through blind19.
# blind22 54/0/0 (template-built; stock 0.954, SKU 0.868) and blind23 47/2/7 (one false price
# a label error, corrected; stock 0.870, SKU 0.863) on the code tuned through blind21.
# blind24 50/2/4 (P 0.962 R 0.926; stock 0.891, SKU 0.832), blind25 49/1/5 (P 0.980 R 0.907;
# stock 0.897, SKU 0.843) and blind26 45/4/9 (P 0.918 R 0.833; stock 0.830, SKU 0.827) on the
# code tuned through blind23; blind27 50/2/4 (P 0.962 R 0.926; stock 0.936, SKU 0.822) and
# blind28 49/0/5 (P 1.000 R 0.907; stock 0.870, SKU 0.780) on the code tuned through blind26;
# blind29 50/0/4 (P 1.000 R 0.926; stock 0.819, SKU 0.899) and blind30 51/0/2 (P 1.000
# R 0.962; stock 0.906, SKU 0.914) on the code tuned through blind28; blind31 52/1/2 (P 0.981
# R 0.963; stock 0.945, SKU 0.881) and blind32 54/0/0 (stock 0.920, SKU 0.682: it labels ASINs,
# eBay item numbers and "Cat. no." with slashes as SKUs) on the code tuned through blind29;
# blind33 49/2/5 (P 0.961 R 0.907; stock 0.916, SKU 0.886) and blind34 50/5/4 (P 0.909 R 0.926;
# stock 0.952, SKU 0.909) on the code tuned through blind32; blind35 54/0/0 (stock 0.911,
# SKU 0.925) and blind36 47/1/6 (P 0.979 R 0.887; stock 0.857, SKU 0.825) on the code tuned
# through blind34; blind37 53/2/1 (P 0.964 R 0.981; stock 0.946, SKU 0.907) and blind38 42/5/12
# (P 0.894 R 0.778; stock 0.835, SKU 0.900) on the code tuned through blind36; blind39 49/4/4
# (P 0.925 R 0.925; stock 0.879, SKU 0.871) and blind40 52/1/2 (P 0.981 R 0.963; stock 0.893,
# SKU 0.939) on the code tuned through blind38; blind41 51/1/3 (P 0.981 R 0.944; stock 0.945,
# SKU 0.904) and blind42 49/2/5 (P 0.961 R 0.907; stock 0.916, SKU 0.848) on the code tuned
# through blind40; blind43 51/1/3 (P 0.981 R 0.944; stock 0.945, SKU 0.880) and blind44 50/1/4
# (P 0.980 R 0.926; stock 0.927, SKU 0.811) on the code tuned through blind42; blind45 49/1/5
# (P 0.980 R 0.907; stock 0.897, SKU 0.879), blind46 53/2/1 (P 0.964 R 0.981; stock 0.929,
# SKU 0.936), blind47 44/0/3 (R 0.936; stock 0.840, SKU 0.817), blind48 50/2/4 (P 0.962
# R 0.926; stock 0.901, SKU 0.907) and blind49 52/0/2 (R 0.963; stock 0.860, SKU 0.804) on
# the code tuned through blind44; blind50 45/1/9 (P 0.978 R 0.833; stock 0.681, SKU 0.753),
# blind51 54/0/0 (stock 0.964, SKU 0.905), blind52 54/0/0 (stock 0.929, SKU 0.938), blind53
# 51/1/1 (P 0.981 R 0.981; stock 0.925, SKU 0.777) and blind54 53/0/1 (stock 0.836, SKU 0.915)
# on the code tuned through blind49; blind55 53/0/1 (P 1.000 R 0.981; stock 0.955, SKU 0.841),
# blind57 50/2/3 (P 0.962 R 0.943; stock 0.907, SKU 0.891), blind58 44/4/10 (P 0.917
# R 0.815; stock 0.830, SKU 0.819) and blind59 47/2/8 (P 0.959 R 0.855; stock 0.830, SKU
# 0.907), blind56 50/0/4 (R 0.926; stock 0.887, SKU 0.932) on the code tuned through blind54 and
# a first hostile review; blind60 49/3/5 (P 0.942 R 0.907; stock 0.914, SKU 0.862), blind61
# 50/0/4 (R 0.926; stock 0.874, SKU 0.902), blind62 51/3/3 (P 0.944 R 0.944; stock 0.964, SKU
# 0.912) and blind63 45/3/7 (P 0.938 R 0.865; stock 0.902, SKU 0.889) on the code tuned through
# blind59 and a second review; only blind62's "kr" pages and blind63's balboa and "aprox."
# conversion were tuned on since. blind64 51/1/3 (P 0.981 R 0.944; stock 0.917, SKU 0.828),
# blind65 51/2/3 (P 0.962 R 0.944; stock 0.964, SKU 0.905), blind66 53/0/1 (R 0.981; stock
# 0.909, SKU 0.878) and blind67 49/2/4 (P 0.961 R 0.925; stock 0.936, SKU 0.889) on the code
# of the start of stop 15, then tuned on; blind68 52/0/1 (R 0.981; stock 0.919, SKU 0.901),
# blind69 53/0/1 (R 0.981; stock 0.917, SKU 0.937) and blind70 48/6/5 (P 0.889 R 0.906; stock
# 0.897, SKU 0.923) on the code after blind64-67's first rules and a review, then tuned on;
# blind71 51/3/3 (P 0.944 R 0.944; stock 0.887, SKU 0.862), blind72 47/3/7 (P 0.940 R 0.870;
# stock 0.860, SKU 0.830), blind73 49/2/4 (P 0.961 R 0.925; stock 0.953, SKU 0.936) and blind74
# 51/1/3 (P 0.981 R 0.944; stock 0.879, SKU 0.907) on the code after a second review, scarcely
# tuned on since (the Nicaraguan "C$", a waived delivery fee). Stop 16's blind75 50/0/4 (R
# 0.926; stock 0.887, SKU 0.830), blind76 53/2/1 (P 0.964 R 0.981; stock 0.897, SKU 0.887),
# blind77 48/2/5 (P 0.960 R 0.906; stock 0.879, SKU 0.868) and blind78 50/1/4 (P 0.980 R
# 0.926; stock 0.944, SKU 0.889) on the code of the start of stop 16, then tuned on;
# blind79 54/0/0 (stock 0.945, SKU 0.860), blind80 53/1/1 (P 0.981 R 0.981; stock 0.909,
# SKU 0.887) and blind81 53/1/1 (P 0.981 R 0.981; stock 0.946, SKU 0.907) after those rules;
# blind82 44/2/10 (P 0.957 R 0.815; stock 0.857 on priced pages, SKU 0.729), blind83 52/0/1
# (R 0.981; stock 0.944, SKU 0.919) and blind84 52/0/2 (R 0.963; stock 0.917, SKU 0.906)
# after a second review, not tuned on. Stop 17's blind85 50/2/4 (P 0.962 R 0.926; stock 0.942,
# SKU 0.898), blind86 52/0/2 (R 0.963; stock 0.981, SKU 0.917), blind87 46/0/8 (R 0.852;
# stock 0.905, SKU 0.857) and blind88 53/1/1 (P 0.981 R 0.981; stock 0.944, SKU 0.895) on the
# code of the start of stop 17, then tuned on; after those rules and review 20, blind89
# 52/1/3 (P 0.981 R 0.945), blind90 46/3/8 (P 0.939 R 0.852), blind91 54/0/0 and blind92
# 54/1/0 (P 0.982), then tuned on; after review 21's fixes, blind93 50/0/4 (R 0.926) and
# blind94 53/1/1 (P 0.981 R 0.981; one label corrected after the run: TWD has two decimals),
# blind95 51/1/3 (P 0.981 R 0.944) and blind96 48/3/6 (P 0.941 R 0.889), then tuned on.
# Stop 18's blind97 51/2/3 (P 0.962 R 0.944), blind98 47/1/7 (P 0.979 R 0.870), blind99
# 52/0/2 (R 0.963) and blind100 52/0/2 (R 0.963) on the code of the start of stop 18, then
# tuned on; after those rules and review 22, blind101 53/0/1 (R 0.981), blind102 51/0/3
# (R 0.944), blind103 48/0/5 (R 0.906) and blind104 52/0/0, then tuned on; after those rules,
# blind105 50/1/4 (P 0.980 R 0.926), blind106 52/0/2 (R 0.963), blind107 52/1/0 (P 0.981)
# and blind108 43/3/9 (P 0.935 R 0.827), then tuned on; after those rules and review 24,
# blind109 53/1/1 (P 0.981 R 0.981), blind110 52/1/2 (P 0.981 R 0.963), blind111 49/0/4
# (R 0.925) and blind112 52/0/2 (R 0.963), then tuned on; after those rules and review 25,
# blind113 48/0/6 (R 0.889), blind114 54/0/0, blind115 50/0/4 (R 0.926) and blind116 (27 of 60
# pages with no price to read) 33/3/0 (P 0.917).
# Stop 19, on the code right after the walk first passed by navigation, footers and side blocks
# (0d6ac00, before review 26's fixes): blind117 (product parts in <article> footers, buy boxes
# in <aside>) 47/5/3 (P 0.904 R 0.940), blind118 (big platforms' DOMs; 12 pages regenerated
# after a generator bug, then scored) 49/2/1 (P 0.961 R 0.980), blind119 (APAC, Latin America,
# Middle East, Africa) 48/2/2 (P 0.960 R 0.960) and blind120 (European and North American
# fashion and DIY with variants) 49/0/1 (R 0.980), then tuned on; after those rules and
# review 27 (4c1f210): blind121 (mid-size shops on common platforms) 49/1/1 (P 0.980 R 0.980),
# blind122 (20 of 60 pages with no price, side amounts on the others) 40/7/0 (P 0.851),
# blind123 (several sellers, used beside new, two currencies) 48/2/1 (P 0.960 R 0.980) and
# blind124 (variants chosen by URL, structured data of another variant) 48/1/2 (P 0.980
# R 0.960), then tuned on; after those rules and review 28's first half (9d8e115): blind125 (a
# cross-section modelled on 60 well-known shop types) 47/4/3 (P 0.922 R 0.940), blind126 (DIY
# and building materials) 49/0/1 (R 0.980), blind127 (electronics worldwide) 49/2/1 (P 0.961
# R 0.980) and blind128 (fashion and beauty worldwide) 50/0/0; two of their false prices then
# tuned on (an installation fee, a successor model's price); after those rules and reviews 28
# and 29 (c6bf139, then review 29's fixes, which change none of their results): blind129 (big
# rendered DOMs) 49/1/1 (P 0.980 R 0.980), blind130 (15 of 60 pages with no price) 43/5/2
# (P 0.896 R 0.956), blind131 (Central/Eastern Europe, Turkey, the Middle East, Asia, Latin
# America) 50/2/0 (P 0.962) and blind132 (B2B, several sellers, refurbished) 50/0/0, then
# tuned on for bids, a Turkish "starting from" and a Ukrainian delivery fee. Stop 20's first
# runs: blind133-138 279/14/16, blind139-142 194/9/6, blind143-146 188/9/12, blind147-150
# 195/3/4 (benchmarks/README.md). Later rounds' first runs are in benchmarks/README.md too
# (stop 28: blind259-262 189/5/10, blind263-267 243/5/6; stop 29: blind268-271 195/4/6,
# blind272-275 195/5/4; stop 30: blind276-279 194/6/10; stop 36: blind330-337 392/11/16,
# blind338-343 282/11/24; stop 37: blind344-349 280/13/26; stop 38: blind350-355 287/13/19;
# stop 39: blind356-361 288/10/18, blind362-367 286/12/20; stop 40: blind368-373 287/12/18,
# blind374-379 291/10/13; stop 41: blind380-385 270/16/32, blind386-391 281/11/23,
# blind392-395 193/7/11, gated untuned; stop 42: blind396-401 297/9/8, blind402-407
# 301/3/5, blind408-411 196/9/8; stop 43: blind412-417 289/5/15, blind418-423 287/13/17,
# blind424-427 198/5/6, blind428-431 195/2/8, gated untuned; stop 44: blind432-437
# 288/11/17, blind438-443 296/2/9, blind444-449 294/6/9; stop 45: blind450-455 296/5/8,
# blind456-461 257/39/48, blind462-465 197/3/7, gated untuned; stop 46: blind466-471
# 295/6/10, blind472-475 196/5/6, blind476-481 295/5/10, blind482-485 200/4/4, gated
# untuned; stop 47: blind486-489 188/3/14, blind490-495 287/11/19, blind496-501 293/8/13,
# blind502-505 197/5/8; stop 48: blind506-511 297/7/8, blind512-517 299/7/6, blind518-523
# 293/5/14; stop 49: blind524-529 293/9/13, blind530-535 293/9/13, blind536-541 298/8/8;
# stop 50: blind542-547 297/8/8, blind548-553 297/8/8, blind554-559 296/6/10, blind560-563
# 196/3/7; stop 51: blind564-569 290/2/16, blind570-575 299/2/6, blind576-581 290/11/15).
NAMES = [f"blind{n}" if n > 1 else "blind" for n in range(1, 820)]
# blind45 is Latin America and Iberia only, blind52 Western Europe, blind53 the US and Canada,
# blind58 the Nordics, Benelux and the Alps; blind114 North America and the UK, blind115 East
# Asia (their briefs asked for 8 currencies)
MIN_CURRENCIES = {
    "blind45": 10,
    "blind52": 10,
    "blind53": 4,
    "blind58": 11,
    "blind74": 10,
    "blind114": 8,
    "blind115": 8,
    # blind261 is the big-box shops of seven English-speaking markets, blind262 European
    # fashion and DIY (six currencies)
    "blind261": 7,
    "blind262": 6,
    # blind269 is English-speaking shops (eight currencies), blind270 continental Europe (nine)
    "blind269": 8,
    "blind270": 9,
}
# Floors where a corpus is not perfect: (price recall, {field: (wrong allowed, F1)}); the
# false prices allowed are in KNOWN_FALSE_PRICES (none anywhere else).
# Stop 41 reads more buy buttons ("Setja í körfu", "Agregar", "Mua ngay", "Nu kopen", "Buy
# ₹499"): a page with one active and no stock words is in stock, as the later corpora label
# it; blind120, 122, 123, 144, 160, 185, 241, 315 and 364 label some such pages "unknown"
# (one more stock field each, two in blind315, allowed since). Stop 44 reads buttons in more
# scripts ("ወደ ጋሪ አክል", "เพิ่มลงตะกร้า", "कार्ट में डालें"): blind257, 349 and 354 label such a
# page "unknown" (one more stock field each).
# blind2's maison-ardoise page contradicts itself (its URL selects the size-34 variant, its form
# shows size 38): we follow the URL. blind4 expects a "from" price with no size chosen (we say
# ambiguous_variant) and a price beside a store-card price in the structured data (we say none).
FLOORS: dict[str, tuple[float, dict[str, tuple[int, float]]]] = {
    "blind2": (0.98, {"stock": (1, 0.98), "sku": (1, 0.97)}),
    "blind4": (0.98, {"stock": (1, 0.97), "sku": (0, 1.00)}),
    "blind6": (0.96, {"stock": (0, 1.00), "sku": (1, 0.93)}),  # as first scored, untuned
    "blind7": (1.0, {"stock": (0, 0.99), "sku": (1, 0.94)}),
    # blind8 labels "unknown" where only an add-to-cart button speaks (we read in stock).
    "blind8": (0.98, {"stock": (7, 0.91), "sku": (1, 0.98)}),
    "blind9": (1.0, {"stock": (5, 0.94), "sku": (0, 1.00)}),
    # blind10 prints IKEA/Argos/Zara item numbers with dots and slashes where structured data
    # has the bare digits, and one Zalando-style page (obfuscated classes) puts recommended
    # products' prices as close to its title as its own.
    "blind10": (0.98, {"stock": (1, 0.98), "sku": (1, 0.94)}),
    "blind11": (1.0, {"stock": (0, 1.00), "sku": (0, 0.99)}),
    # blind12: a page's JSON-LD is its net price (shown "+ 18% GST" and again unlabelled);
    # blind13: a B2B page's microdata net price (labelled gross), a Tunisian "DT" we do not
    # read yet (it would turn "-200,000 DT" after blind9's price into a range)
    "blind12": (0.96, {"stock": (0, 0.99), "sku": (2, 0.94)}),
    # (stop 46 reads Arabic "رقم الموديل" in a spec table: a marketplace page that prints no
    # listing number of its own, labelled with the one only its script holds, now gives the
    # maker's model number 476547-01, as the labels' rule for a page with no shop number asks)
    "blind13": (0.96, {"stock": (0, 1.00), "sku": (1, 0.97)}),
    # blind14: a paint page with no size chosen prints a tester pot's £1.50 as its only live
    # price. blind15: three Bulgarian pages written to the 2025 rule (the lev first, the euro
    # beside it), where we read the euro, the price since 1 January 2026.
    "blind14": (0.9, {"stock": (0, 1.00), "sku": (4, 0.90)}),
    "blind15": (0.88, {"stock": (0, 0.98), "sku": (0, 1.00)}),
    # blind16: a marketplace page whose every element sits in a <main class="hidden …"> (its
    # stylesheet redefines .hidden), so we see only its stale JSON-LD price. Its SKUs are
    # often printed in lines the page scan does not read as labels ("Item #: … · Model #: …").
    "blind16": (0.96, {"stock": (1, 0.97), "sku": (1, 0.97)}),
    "blind17": (1.0, {"stock": (0, 1.00), "sku": (2, 0.96)}),
    "blind18": (1.0, {"stock": (0, 0.99), "sku": (0, 0.98)}),
    # blind19: a B2B page shows its net price first and is labelled with the gross
    "blind19": (0.98, {"stock": (1, 0.98), "sku": (0, 1.00)}),
    # blind20: SKUs printed with the shop's separators ("841/2345") where structured data has
    # the digits
    "blind20": (0.94, {"stock": (1, 0.97), "sku": (5, 0.87)}),
    # blind21: a Turkish marketplace page labelled with its basket price ("Sepette"), its
    # JSON-LD and main price the list price
    # and a "$" page whose only currency sign is an attribute (currency-iso-code="USD"), which
    # a currency picker's options carry too: not read
    "blind21": (0.92, {"stock": (0, 0.99), "sku": (2, 0.94)}),
    "blind22": (1.0, {"stock": (0, 1.00), "sku": (0, 0.99)}),
    # blind23: a variant's stale JSON-LD price; a Tunisian "DT" we do not read yet; a stale
    # JSON-LD price against a visible one of 0.6 confidence
    "blind23": (0.94, {"stock": (0, 0.99), "sku": (1, 0.98)}),
    "blind24": (1.0, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind25": (0.94, {"stock": (0, 0.99), "sku": (0, 0.98)}),
    "blind26": (1.0, {"stock": (0, 0.99), "sku": (0, 1.00)}),
    "blind27": (0.98, {"stock": (0, 1.00), "sku": (2, 0.96)}),
    "blind28": (0.98, {"stock": (0, 0.98), "sku": (1, 0.94)}),
    "blind29": (0.98, {"stock": (0, 0.98), "sku": (0, 1.00)}),
    "blind30": (1.0, {"stock": (0, 0.97), "sku": (0, 0.98)}),
    "blind31": (1.0, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind32": (1.0, {"stock": (1, 0.98), "sku": (5, 0.89)}),
    # blind34: a configurator page labelled with no price shows "$4.99 each" for samples
    "blind33": (0.92, {"stock": (0, 0.98), "sku": (1, 0.97)}),
    "blind34": (0.96, {"stock": (1, 0.99), "sku": (0, 0.98)}),
    "blind35": (1.0, {"stock": (1, 0.97), "sku": (0, 0.99)}),
    "blind36": (1.0, {"stock": (0, 1.00), "sku": (1, 0.95)}),
    # blind38: a Bulgarian box printing the lev first (we read
    # the euro, the price since 2026, and its structured lev price conflicts), and one
    # marketplace page whose "frequently bought together" cards sit beside its buy box
    "blind37": (1.0, {"stock": (0, 1.00), "sku": (0, 0.99)}),
    "blind38": (0.96, {"stock": (0, 0.99), "sku": (0, 1.00)}),
    # blind39: a marketplace page whose other sellers' list sits beside its buy box
    "blind39": (0.98, {"stock": (0, 0.98), "sku": (0, 0.96)}),
    "blind40": (1.0, {"stock": (1, 0.98), "sku": (0, 1.00)}),
    # blind41: two marketplace pages whose preorder and "only N left" lines we do not read
    "blind41": (1.0, {"stock": (1, 0.97), "sku": (0, 0.99)}),
    # blind42: a kurta set whose coupon price ("Rs. 1147" with an offer) ties with its price
    "blind42": (0.98, {"stock": (1, 0.95), "sku": (0, 0.96)}),
    # blind43, blind44: pages printing several prices of the product that we do not rank
    # (conflicting_prices, multiple_products: no price, no wrong one); SKUs of another variant
    "blind43": (0.96, {"stock": (1, 0.98), "sku": (1, 0.96)}),
    "blind44": (0.94, {"stock": (0, 1.00), "sku": (0, 0.99)}),
    # blind45: a Mercado-style page whose visible price sits far from its title beside a
    # stale JSON-LD price; a Paraguayan page printing its dollar reference as large as its
    # price. blind47: an archived page's "last sold for" price. blind48: a "Best Price" with
    # a coupon beside the price; a page whose price sits among recommendation cards.
    "blind45": (0.96, {"stock": (1, 0.97), "sku": (0, 1.00)}),
    "blind46": (1.0, {"stock": (1, 0.96), "sku": (0, 1.00)}),
    "blind47": (0.97, {"stock": (2, 0.94), "sku": (0, 0.99)}),
    "blind48": (0.96, {"stock": (0, 0.97), "sku": (0, 0.99)}),
    "blind49": (1.0, {"stock": (2, 0.96), "sku": (1, 0.98)}),
    # blind50: a classified ad (stock unknown) whose recommendations carry cart buttons.
    # blind54: a Finnish member price beside the price; size pickers whose other sizes say
    # "sold out".
    "blind50": (1.0, {"stock": (4, 0.90), "sku": (0, 0.91)}),
    "blind51": (1.0, {"stock": (0, 0.99), "sku": (0, 0.99)}),
    "blind52": (1.0, {"stock": (1, 0.97), "sku": (0, 0.99)}),
    "blind53": (1.0, {"stock": (2, 0.95), "sku": (4, 0.90)}),
    "blind54": (0.98, {"stock": (6, 0.84), "sku": (0, 0.97)}),
    # blind57: a B2B page labelled with its gross price whose structured and most prominent
    # price is the net one; a combo page whose JSON-LD prices one of its two items; two
    # pages with a card or several prices we do not rank. blind58: a tile labelled per m²
    # (we read the pack), a marketplace note with its seller's pound price, Nordic pages with
    # club prices and several we do not rank. blind59: Papua New Guinea's kina ("K") we do
    # not read, and pages with several prices we do not rank.
    "blind55": (0.98, {"stock": (1, 0.99), "sku": (1, 0.92)}),
    # blind56: quantity-break tables and a Polish handmade shop's several prices we do not rank
    "blind56": (0.92, {"stock": (1, 0.95), "sku": (0, 0.98)}),
    "blind57": (0.94, {"stock": (2, 0.94), "sku": (1, 0.98)}),
    "blind58": (0.85, {"stock": (4, 0.92), "sku": (0, 0.97)}),
    "blind59": (0.89, {"stock": (3, 0.92), "sku": (0, 1.00)}),
    # blind60–63 as first scored, not tuned on: a structured price where no size is chosen,
    # a Thai and an Indonesian page read at a smaller amount beside their price, "kr" on a .dk
    # domain whose page is Norwegian, Swedish or Icelandic (read as DKK), Panama's "B/." (read
    # as USD, labelled PAB), a Uruguayan page's dual prices, a stale Mexican JSON-LD price.
    "blind60": (0.9, {"stock": (1, 0.97), "sku": (1, 0.98)}),
    "blind61": (0.92, {"stock": (2, 0.90), "sku": (0, 0.99)}),
    "blind62": (0.91, {"stock": (1, 0.98), "sku": (0, 1.00)}),
    "blind63": (0.92, {"stock": (1, 0.98), "sku": (0, 1.00)}),
    # blind67's stale JSON-LD iPhone price, the visible one only inside a payment-plan picker
    "blind64": (1.0, {"stock": (1, 0.97), "sku": (0, 0.95)}),
    "blind65": (0.98, {"stock": (1, 0.95), "sku": (0, 0.98)}),
    "blind66": (0.98, {"stock": (2, 0.96), "sku": (0, 0.95)}),
    "blind67": (0.98, {"stock": (0, 0.98), "sku": (0, 1.00)}),
    "blind68": (1.0, {"stock": (1, 0.98), "sku": (0, 0.99)}),
    "blind69": (0.98, {"stock": (1, 0.97), "sku": (0, 1.00)}),
    "blind70": (0.98, {"stock": (2, 0.93), "sku": (0, 0.99)}),
    # blind71-74 as first scored, scarcely tuned on: stale or net structured prices, a
    # struck price chosen on a Korean marketplace, unit prices of laminate, card-price lists
    "blind71": (0.96, {"stock": (2, 0.91), "sku": (2, 0.92)}),
    "blind72": (0.87, {"stock": (2, 0.93), "sku": (0, 0.95)}),
    "blind73": (0.94, {"stock": (1, 0.99), "sku": (0, 1.00)}),
    "blind74": (0.94, {"stock": (2, 0.93), "sku": (0, 0.98)}),
    # blind75-78 as first scored (201/5/14 then): JSON-LD for a variant the URL does not
    # choose, net B2B prices, stale structured prices against a sale the page prints
    "blind75": (0.98, {"stock": (2, 0.95), "sku": (1, 0.95)}),
    "blind76": (0.98, {"stock": (3, 0.91), "sku": (0, 0.97)}),
    "blind77": (0.94, {"stock": (0, 0.99), "sku": (0, 0.95)}),
    "blind78": (0.94, {"stock": (0, 0.99), "sku": (0, 0.99)}),
    # blind79-81 on the code after blind75-78's rules (160/2/2): a stale JSON-LD beside a
    # visible sale on a sold-out page, a loyalty-card price
    "blind79": (1.0, {"stock": (1, 0.97), "sku": (0, 0.95)}),
    "blind80": (1.0, {"stock": (1, 0.98), "sku": (1, 0.98)}),
    "blind81": (0.98, {"stock": (1, 0.97), "sku": (1, 0.98)}),
    # blind82-84 as first scored, not tuned on: East Asian marketplaces (JD-like pages read
    # as listings, a per-m² structured price, a points-heavy buy box), DIY, a cross-section
    "blind82": (0.81, {"stock": (1, 0.87), "sku": (0, 0.88)}),
    "blind83": (0.98, {"stock": (1, 0.98), "sku": (0, 1.00)}),
    "blind84": (0.96, {"stock": (0, 0.99), "sku": (0, 0.98)}),
    # stop 17's: a B2B shop's net structured price beside its gross toggle; per-size stock,
    # SKUs on pages with no price, the variant's SKU in JSON-LD beside the shown one
    "blind85": (0.98, {"stock": (3, 0.92), "sku": (1, 0.96)}),
    "blind86": (0.98, {"stock": (0, 0.98), "sku": (0, 1.00)}),
    "blind87": (0.98, {"stock": (0, 0.98), "sku": (0, 0.96)}),
    "blind88": (0.98, {"stock": (4, 0.93), "sku": (0, 1.00)}),
    "blind89": (1.0, {"stock": (0, 1.00), "sku": (0, 0.98)}),
    "blind90": (0.98, {"stock": (0, 1.00), "sku": (0, 0.99)}),
    "blind91": (0.98, {"stock": (1, 0.98), "sku": (0, 1.00)}),
    "blind92": (0.98, {"stock": (0, 1.00), "sku": (0, 0.98)}),
    # blind93: per-size sold-out lines read as the product's, structured prices the page
    # contradicts; blind94: a fabric sold by the metre priced for half a metre
    "blind93": (0.96, {"stock": (0, 0.99), "sku": (0, 0.97)}),
    "blind94": (0.98, {"stock": (1, 0.97), "sku": (2, 0.94)}),
    # blind95: a variant's structured price beside a hidden old one, a carousel by a
    # free-delivery line; blind96: the lev beside the euro, stale structured data, a listing
    "blind95": (0.96, {"stock": (0, 0.99), "sku": (0, 0.95)}),
    "blind96": (0.96, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    # blind99: the boliviano's "Bs", a sign the extractor does not know
    "blind97": (0.98, {"stock": (2, 0.94), "sku": (0, 0.98)}),
    "blind98": (0.98, {"stock": (2, 0.95), "sku": (0, 0.99)}),
    "blind99": (0.98, {"stock": (0, 0.99), "sku": (0, 0.99)}),
    "blind100": (0.98, {"stock": (1, 0.95), "sku": (0, 0.97)}),
    # blind102: structured data the page contradicts; blind103: an accessory's price by the
    # title
    "blind101": (0.98, {"stock": (1, 0.97), "sku": (0, 1.00)}),
    "blind102": (0.98, {"stock": (1, 0.98), "sku": (0, 0.99)}),
    "blind103": (0.98, {"stock": (1, 0.96), "sku": (0, 0.98)}),
    "blind104": (0.98, {"stock": (0, 1.00), "sku": (0, 0.99)}),
    # blind105: a sale badge's page, stale structured data; blind106: stale JSON-LD beside a
    # hidden old price; blind108 (B2B): quantity tiers, a case's price, net prices by the title
    "blind105": (0.94, {"stock": (2, 0.94), "sku": (0, 0.97)}),
    "blind106": (0.98, {"stock": (1, 0.97), "sku": (0, 1.00)}),
    "blind107": (0.98, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind108": (0.96, {"stock": (0, 0.97), "sku": (1, 0.98)}),
    # blind110-112: hashed classes with the struck price styled by CSS alone, a conversion
    # into another shop's currency, other sellers' offers under a generic heading
    "blind109": (0.98, {"stock": (1, 0.98), "sku": (1, 0.97)}),
    "blind110": (0.96, {"stock": (1, 0.96), "sku": (0, 1.00)}),
    "blind111": (0.92, {"stock": (1, 0.96), "sku": (0, 1.00)}),
    "blind112": (0.98, {"stock": (2, 0.94), "sku": (1, 0.97)}),
    # blind113: struck prices styled by CSS alone, other sellers; blind115: Chinese malls'
    # subsidy and coupon prices beside the price; blind116: stock stated on pages with no price
    "blind113": (0.88, {"stock": (1, 0.95), "sku": (0, 0.99)}),
    "blind114": (0.98, {"stock": (0, 1.00), "sku": (2, 0.91)}),
    "blind115": (0.92, {"stock": (0, 0.98), "sku": (0, 1.00)}),
    "blind116": (1.0, {"stock": (0, 0.90), "sku": (0, 0.96)}),
    # blind117-120: SKUs and stock stated on pages with no price (no offer carries them), size
    # level item numbers beside the parent's in JSON-LD, stock in JSON-LD against the page's
    "blind117": (1.0, {"stock": (0, 0.99), "sku": (0, 0.97)}),
    # (a tool labelled limited, "Plus que 2 en stock à Laval-Centre" beside "Livraison à
    # domicile : non disponible en ligne": we read the web shop's line, out of stock)
    "blind118": (1.0, {"stock": (4, 0.95), "sku": (2, 0.96)}),
    "blind119": (1.0, {"stock": (1, 0.99), "sku": (0, 0.97)}),
    "blind120": (0.98, {"stock": (2, 0.98), "sku": (1, 0.97)}),
    # blind124: variant-level item numbers (two pages whose URL names another variant than
    # the one shown), structured data of another variant
    "blind121": (0.98, {"stock": (2, 0.98), "sku": (0, 1.00)}),
    # blind122: two sold-out pages that hide the price: no offer, so their stock and SKU
    # are not read either
    "blind122": (1.0, {"stock": (3, 0.96), "sku": (0, 1.00)}),
    "blind123": (1.0, {"stock": (3, 0.96), "sku": (0, 0.98)}),
    "blind124": (0.96, {"stock": (1, 0.97), "sku": (1, 0.97)}),
    # blind125: stale pre-sale JSON-LD, a gift card's amount, a range split into variants
    "blind125": (0.94, {"stock": (3, 0.96), "sku": (1, 0.90)}),
    "blind126": (0.98, {"stock": (1, 0.99), "sku": (2, 0.95)}),
    "blind127": (1.0, {"stock": (3, 0.97), "sku": (0, 1.00)}),
    "blind128": (1.0, {"stock": (1, 0.99), "sku": (0, 1.00)}),
    # blind129-132: a deposit's bulk price, a copy levy, an OpenGraph price on a listing
    "blind129": (0.98, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind130": (0.95, {"stock": (0, 1.00), "sku": (0, 0.99)}),
    "blind131": (1.0, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind132": (1.0, {"stock": (1, 0.99), "sku": (0, 1.00)}),
    # blind133-138: no-price pages carry no stock or SKU; variant SKUs beside a parent's
    "blind133": (1.0, {"stock": (0, 1.00), "sku": (1, 0.97)}),
    "blind134": (1.0, {"stock": (3, 0.94), "sku": (0, 1.00)}),
    "blind135": (0.98, {"stock": (3, 0.97), "sku": (1, 0.95)}),
    "blind136": (1.0, {"stock": (1, 0.95), "sku": (0, 0.96)}),
    "blind137": (0.96, {"stock": (2, 0.97), "sku": (1, 0.98)}),
    "blind138": (0.98, {"stock": (2, 0.97), "sku": (3, 0.93)}),
    # corpora on the default floors until stock and SKU of priceless pages were read
    "blind": (0.98, {"stock": (2, 0.98), "sku": (0, 1.00)}),
    "blind3": (0.98, {"stock": (0, 0.99), "sku": (0, 1.00)}),
    "blind5": (0.98, {"stock": (3, 0.97), "sku": (0, 1.00)}),
    # blind139-142: a free-shipping threshold beside a variant's price, a delivery fee
    "blind139": (0.98, {"stock": (3, 0.96), "sku": (0, 1.00)}),
    "blind140": (0.98, {"stock": (1, 0.99), "sku": (0, 0.99)}),
    "blind141": (0.98, {"stock": (1, 0.99), "sku": (0, 1.00)}),
    "blind142": (0.96, {"stock": (2, 0.96), "sku": (0, 0.99)}),
    # blind143-146: stale structured prices beside CSS-only strikes, a range split in two
    "blind143": (0.96, {"stock": (2, 0.97), "sku": (1, 0.97)}),
    "blind144": (0.94, {"stock": (2, 0.96), "sku": (1, 0.97)}),
    "blind145": (0.96, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind146": (0.94, {"stock": (3, 0.93), "sku": (3, 0.85)}),
    "blind147": (0.96, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind148": (0.98, {"stock": (0, 0.99), "sku": (1, 0.97)}),
    "blind149": (0.98, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind150": (1.0, {"stock": (1, 0.99), "sku": (0, 0.99)}),
    # corpora on the default floors until stock and SKU of priceless pages were read
    "blind151": (0.98, {"stock": (1, 0.99), "sku": (0, 1.00)}),
    "blind152": (0.98, {"stock": (1, 0.96), "sku": (0, 0.94)}),
    "blind153": (0.98, {"stock": (2, 0.98), "sku": (1, 0.97)}),
    "blind154": (0.98, {"stock": (3, 0.96), "sku": (0, 0.96)}),
    # corpora on the default floors until stock and SKU of priceless pages were read
    "blind155": (0.98, {"stock": (1, 0.99), "sku": (0, 1.00)}),
    "blind156": (0.98, {"stock": (0, 0.99), "sku": (0, 0.99)}),
    "blind157": (0.98, {"stock": (1, 0.99), "sku": (0, 1.00)}),
    "blind158": (0.98, {"stock": (3, 0.95), "sku": (0, 0.97)}),
    # corpora on the default floors until stock and SKU of priceless pages were read
    "blind159": (0.98, {"stock": (1, 0.96), "sku": (0, 0.97)}),
    "blind160": (0.98, {"stock": (2, 0.96), "sku": (0, 0.95)}),
    "blind161": (0.97, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind162": (0.98, {"stock": (3, 0.95), "sku": (2, 0.92)}),
    # corpora on the default floors until stock and SKU of priceless pages were read
    "blind163": (0.98, {"stock": (3, 0.96), "sku": (0, 1.00)}),
    # (stop 51: a listing's printed "Anúncio #4001992287" read, labelled "MLB4001992287")
    "blind164": (1.0, {"stock": (3, 0.95), "sku": (2, 0.93)}),
    "blind165": (0.98, {"stock": (1, 0.98), "sku": (0, 0.99)}),
    "blind166": (0.98, {"stock": (2, 0.98), "sku": (0, 0.98)}),
    # corpora on the default floors until stock and SKU of priceless pages were read
    "blind167": (0.98, {"stock": (3, 0.97), "sku": (0, 1.00)}),
    "blind168": (0.98, {"stock": (0, 1.00), "sku": (2, 0.96)}),
    "blind169": (0.96, {"stock": (2, 0.95), "sku": (1, 0.95)}),
    "blind170": (0.98, {"stock": (0, 0.98), "sku": (0, 0.94)}),
    # corpora on the default floors until stock and SKU of priceless pages were read
    "blind171": (0.98, {"stock": (1, 0.99), "sku": (0, 1.00)}),
    "blind172": (0.98, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind173": (0.95, {"stock": (3, 0.96), "sku": (2, 0.94)}),
    "blind174": (0.98, {"stock": (3, 0.96), "sku": (0, 1.00)}),
    "blind175": (0.98, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind176": (0.98, {"stock": (3, 0.96), "sku": (1, 0.98)}),
    "blind177": (0.98, {"stock": (2, 0.98), "sku": (0, 0.98)}),
    "blind178": (0.91, {"stock": (5, 0.91), "sku": (1, 0.94)}),
    "blind179": (0.98, {"stock": (2, 0.98), "sku": (0, 1.00)}),
    "blind180": (1.0, {"stock": (3, 0.96), "sku": (2, 0.93)}),
    "blind181": (0.96, {"stock": (2, 0.96), "sku": (0, 0.97)}),
    "blind182": (0.96, {"stock": (2, 0.97), "sku": (0, 1.00)}),
    # corpora on the default floors until stock and SKU of priceless pages were read
    "blind183": (0.98, {"stock": (3, 0.97), "sku": (0, 1.00)}),
    "blind184": (0.85, {"stock": (0, 0.90), "sku": (0, 0.91)}),
    # (0.92 since stop 40: a wholesale page's "MOQ 50 units" leaves no price for one, which
    # its label gives as the unit price, US$ 18.50; blind375 labels a like page with none)
    "blind185": (0.92, {"stock": (2, 0.98), "sku": (0, 0.95)}),
    "blind186": (0.98, {"stock": (2, 0.94), "sku": (0, 1.00)}),
    # corpora on the default floors until stock and SKU of priceless pages were read
    "blind187": (0.98, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind188": (0.98, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind189": (0.98, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind190": (0.98, {"stock": (5, 0.95), "sku": (1, 0.97)}),
    # corpora on the default floors until stock and SKU of priceless pages were read
    "blind191": (0.98, {"stock": (3, 0.97), "sku": (0, 1.00)}),
    "blind192": (0.88, {"stock": (1, 0.98), "sku": (0, 0.97)}),
    "blind193": (0.9, {"stock": (1, 0.97), "sku": (0, 0.97)}),
    "blind194": (0.92, {"stock": (1, 0.96), "sku": (0, 0.90)}),
    # corpora on the default floors until stock and SKU of priceless pages were read
    "blind195": (0.98, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind196": (0.97, {"stock": (1, 0.99), "sku": (0, 1.00)}),
    "blind197": (1.0, {"stock": (2, 0.97), "sku": (3, 0.94)}),
    "blind198": (0.97, {"stock": (3, 0.95), "sku": (0, 0.96)}),
    # corpora on the default floors until stock and SKU of priceless pages were read
    "blind199": (0.98, {"stock": (2, 0.97), "sku": (0, 0.98)}),
    "blind200": (0.97, {"stock": (0, 0.99), "sku": (0, 1.00)}),
    "blind201": (0.94, {"stock": (1, 0.98), "sku": (0, 0.99)}),
    "blind202": (0.98, {"stock": (7, 0.92), "sku": (0, 0.93)}),
    # corpora on the default floors until stock and SKU of priceless pages were read
    "blind203": (0.85, {"stock": (0, 0.97), "sku": (2, 0.88)}),
    "blind204": (0.98, {"stock": (3, 0.94), "sku": (0, 0.97)}),
    "blind205": (0.86, {"stock": (1, 0.99), "sku": (0, 0.99)}),
    "blind206": (0.97, {"stock": (5, 0.95), "sku": (0, 0.99)}),
    # corpora on the default floors until stock and SKU of priceless pages were read
    "blind207": (0.92, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind208": (0.97, {"stock": (0, 1.00), "sku": (0, 0.99)}),
    "blind209": (0.89, {"stock": (0, 0.96), "sku": (0, 0.92)}),
    "blind210": (0.98, {"stock": (1, 0.99), "sku": (0, 1.00)}),
    # corpora on the default floors until stock and SKU of priceless pages were read
    "blind211": (0.98, {"stock": (1, 0.98), "sku": (0, 1.00)}),
    "blind212": (0.98, {"stock": (3, 0.97), "sku": (0, 1.00)}),
    # (stop 54 reads "Preço sob consulta" as a price on request: the page's active "Adicionar à
    # sacola" then says in stock, which blind213 labels unknown)
    "blind213": (0.98, {"stock": (5, 0.94), "sku": (0, 0.99)}),
    "blind214": (0.94, {"stock": (2, 0.98), "sku": (0, 0.98)}),
    # corpora on the default floors until stock and SKU of priceless pages were read
    "blind215": (0.96, {"stock": (0, 0.96), "sku": (3, 0.92)}),
    "blind216": (0.98, {"stock": (0, 0.99), "sku": (1, 0.98)}),
    "blind217": (0.98, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind218": (0.98, {"stock": (0, 1.00), "sku": (0, 0.98)}),
    # corpora on the default floors until stock and SKU of priceless pages were read
    "blind219": (1.0, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind220": (0.97, {"stock": (1, 0.99), "sku": (0, 1.00)}),
    "blind221": (0.98, {"stock": (2, 0.97), "sku": (2, 0.94)}),
    "blind222": (0.98, {"stock": (0, 1.00), "sku": (0, 0.99)}),
    # corpora on the default floors until stock and SKU of priceless pages were read
    "blind223": (0.98, {"stock": (1, 0.99), "sku": (0, 0.98)}),
    "blind224": (0.97, {"stock": (4, 0.96), "sku": (0, 1.00)}),
    "blind225": (1.0, {"stock": (1, 0.96), "sku": (0, 0.97)}),
    "blind226": (0.98, {"stock": (3, 0.97), "sku": (0, 0.99)}),
    # corpora on the default floors until stock and SKU of priceless pages were read
    "blind227": (0.98, {"stock": (0, 0.98), "sku": (0, 0.98)}),
    "blind228": (0.98, {"stock": (4, 0.93), "sku": (0, 1.00)}),
    "blind229": (0.91, {"stock": (0, 1.00), "sku": (0, 0.98)}),
    "blind230": (0.98, {"stock": (0, 1.00), "sku": (0, 0.99)}),
    # corpora on the default floors until stock and SKU of priceless pages were read
    "blind231": (0.98, {"stock": (3, 0.97), "sku": (0, 1.00)}),
    "blind232": (1.0, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind233": (0.87, {"stock": (0, 0.97), "sku": (1, 0.93)}),
    "blind234": (0.98, {"stock": (0, 1.00), "sku": (0, 0.99)}),
    # stop 26's round, after its rules
    "blind235": (1.0, {"stock": (1, 0.99), "sku": (0, 1.00)}),
    "blind236": (0.98, {"stock": (4, 0.96), "sku": (1, 0.96)}),
    "blind237": (0.90, {"stock": (2, 0.96), "sku": (0, 1.00)}),
    "blind238": (0.98, {"stock": (1, 0.97), "sku": (0, 0.95)}),
    # stop 26's second round
    "blind239": (0.98, {"stock": (1, 0.98), "sku": (0, 0.96)}),
    "blind240": (0.89, {"stock": (0, 1.00), "sku": (2, 0.95)}),
    "blind241": (0.87, {"stock": (3, 0.95), "sku": (1, 0.96)}),
    "blind242": (0.97, {"stock": (1, 0.99), "sku": (0, 0.99)}),
    # stop 27's round (blind243-246), scored on stop 26's final code, then tuned on (two
    # pages of blind243 hide their price box under a "hidden" class by the writer's slip; since
    # stop 38 an add-to-cart button hidden so says nothing of stock either)
    "blind243": (0.96, {"stock": (1, 0.96), "sku": (0, 0.97)}),
    "blind244": (0.98, {"stock": (4, 0.96), "sku": (0, 1.00)}),
    "blind245": (1.0, {"stock": (3, 0.97), "sku": (0, 1.00)}),
    "blind246": (1.0, {"stock": (4, 0.95), "sku": (0, 1.00)}),
    # stop 27's second round (blind247-250), scored on the code after the first, then tuned on
    "blind247": (0.95, {"stock": (0, 1.00), "sku": (0, 0.99)}),
    "blind248": (0.98, {"stock": (3, 0.96), "sku": (1, 0.98)}),
    "blind249": (0.98, {"stock": (1, 0.98), "sku": (0, 1.00)}),
    "blind250": (0.94, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    # stop 27's third round (blind251-254), scored on the code after the second, then tuned
    # on (blind252 came from one template generator: a weak test)
    "blind251": (0.98, {"stock": (5, 0.93), "sku": (0, 1.00)}),
    "blind252": (0.98, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind253": (0.94, {"stock": (0, 1.00), "sku": (0, 0.96)}),
    "blind254": (0.93, {"stock": (0, 1.00), "sku": (0, 0.93)}),
    # stop 27's fourth round (blind255-258), scored on the code after the third, then tuned on
    # (blind256 came from one generator with clear markers and scored perfectly: a weak test)
    "blind255": (1.0, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind256": (0.98, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    # (stop 61: its Algerian classified's price now read, "DA", its add-to-cart button reads
    # in stock where the label says unknown)
    "blind257": (0.92, {"stock": (3, 0.97), "sku": (0, 1.00)}),
    "blind258": (0.9, {"stock": (4, 0.91), "sku": (0, 0.99)}),
    # stop 28's round (blind259-262), scored on stop 27's final code, then tuned on
    "blind259": (1.0, {"stock": (1, 0.98), "sku": (0, 0.97)}),
    "blind260": (1.0, {"stock": (2, 0.95), "sku": (1, 0.96)}),
    "blind261": (1.0, {"stock": (0, 0.98), "sku": (2, 0.94)}),
    "blind262": (0.96, {"stock": (1, 0.98), "sku": (0, 0.98)}),
    # stop 28's round R (blind263-266) and a corpus of pages as heavy as real big shops'
    # (blind267, 263-451 KB), scored on the code after round Q, then tuned on
    "blind263": (1.0, {"stock": (2, 0.95), "sku": (1, 0.96)}),
    "blind264": (1.0, {"stock": (0, 0.99), "sku": (0, 0.99)}),
    "blind265": (1.0, {"stock": (1, 0.97), "sku": (0, 0.97)}),
    "blind266": (1.0, {"stock": (0, 0.97), "sku": (0, 0.92)}),
    "blind267": (1.0, {"stock": (0, 0.99), "sku": (4, 0.96)}),
    # stop 29's round (blind268-271), scored on stop 28's final code, then tuned on
    "blind268": (1.0, {"stock": (1, 0.98), "sku": (1, 0.95)}),
    "blind269": (1.0, {"stock": (2, 0.94), "sku": (1, 0.96)}),
    "blind270": (1.0, {"stock": (0, 0.97), "sku": (2, 0.96)}),
    "blind271": (0.98, {"stock": (2, 0.91), "sku": (3, 0.91)}),
    # stop 29's round T (blind272-275), scored on the code after round S, then tuned on
    "blind272": (1.0, {"stock": (3, 0.93), "sku": (2, 0.95)}),
    "blind273": (1.0, {"stock": (2, 0.95), "sku": (0, 0.99)}),
    "blind274": (1.0, {"stock": (1, 0.97), "sku": (1, 0.94)}),
    "blind275": (1.0, {"stock": (1, 0.98), "sku": (1, 0.98)}),
    # stop 30's round U (blind276-279), scored on stop 29's final code, then tuned on
    "blind276": (1.0, {"stock": (3, 0.94), "sku": (5, 0.91)}),
    "blind277": (1.0, {"stock": (4, 0.91), "sku": (1, 0.97)}),
    "blind278": (1.0, {"stock": (0, 0.97), "sku": (1, 0.96)}),
    "blind279": (1.0, {"stock": (2, 0.96), "sku": (2, 0.94)}),
    # stop 31's round V (blind280-283: big shops' styles, stock beyond in and out, how prices
    # are written and split, variants the URL chooses), scored first on stop 30's final code
    "blind280": (0.98, {"stock": (2, 0.94), "sku": (3, 0.92)}),
    "blind281": (1.0, {"stock": (9, 0.83), "sku": (2, 0.95)}),
    "blind282": (0.98, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind283": (0.94, {"stock": (3, 0.93), "sku": (4, 0.90)}),
    # stop 32's round W (blind284-287: big shops' styles not used before, the product's own
    # stock among stores' and other products', item numbers, promotions around the price),
    # scored first on stop 31's final code
    "blind284": (1.0, {"stock": (1, 0.98), "sku": (3, 0.92)}),
    "blind285": (1.0, {"stock": (2, 0.96), "sku": (1, 0.98)}),
    "blind286": (1.0, {"stock": (0, 0.98), "sku": (6, 0.89)}),
    "blind287": (1.0, {"stock": (2, 0.95), "sku": (1, 0.98)}),
    # stop 32's round X (blind288-291: the Gulf, Africa, Latin America and South Asia;
    # JavaScript shops' leftovers; ordinary stock lines; variants and their numbers), scored
    # first on the code after round W (e7797674)
    "blind288": (1.0, {"stock": (2, 0.95), "sku": (4, 0.91)}),
    "blind289": (1.0, {"stock": (4, 0.92), "sku": (1, 0.97)}),
    "blind290": (1.0, {"stock": (1, 0.98), "sku": (0, 0.99)}),
    "blind291": (0.98, {"stock": (3, 0.91), "sku": (2, 0.95)}),
    # stop 33's round Y (cross-sections of Northern/Central/Eastern Europe and of North America,
    # Oceania and East Asia; precision under pressure; look-alike grids; grocery and pharmacy;
    # marketplace sellers and conditions; old shops in legacy charsets; ordinary item numbers),
    # scored first on stop 32's final code (71b1b4db)
    "blind292": (0.98, {"stock": (2, 0.95), "sku": (1, 0.96)}),
    "blind293": (0.98, {"stock": (3, 0.91), "sku": (4, 0.92)}),
    "blind294": (1.0, {"stock": (2, 0.92), "sku": (1, 0.93)}),
    "blind295": (1.0, {"stock": (2, 0.98), "sku": (1, 0.98)}),
    "blind296": (0.94, {"stock": (0, 0.99), "sku": (1, 0.97)}),
    "blind297": (0.98, {"stock": (1, 0.97), "sku": (2, 0.94)}),
    "blind298": (0.86, {"stock": (2, 0.90), "sku": (0, 0.93)}),
    "blind299": (1.0, {"stock": (1, 0.99), "sku": (3, 0.95)}),
    # stop 33's round Z (cross-sections: brand and retailer shops, marketplaces, DIY and
    # electronics, fashion and sports), scored first on the code after round Y (706b9e97)
    "blind300": (0.92, {"stock": (1, 0.98), "sku": (0, 0.98)}),
    "blind301": (0.88, {"stock": (2, 0.95), "sku": (3, 0.86)}),
    "blind302": (0.98, {"stock": (0, 0.98), "sku": (0, 0.98)}),
    "blind303": (0.96, {"stock": (2, 0.97), "sku": (2, 0.96)}),
    # stop 33's round AA (cross-sections: electronics and appliance retailers, department
    # stores, home and garden, sports, toys, books and music), scored first on 63f12740
    "blind304": (0.96, {"stock": (1, 0.96), "sku": (1, 0.98)}),
    "blind305": (0.96, {"stock": (1, 0.98), "sku": (1, 0.97)}),
    "blind306": (1.0, {"stock": (3, 0.94), "sku": (2, 0.95)}),
    # (stop 44 reads "Fertigung 3–4 Wochen" as a lead time: blind307's configurator with no
    # price says it, labelled "unknown")
    "blind307": (1.0, {"stock": (1, 0.99), "sku": (0, 0.94)}),
    # stop 34's round AB (blind308-315): first runs on be417e3b in benchmarks/README.md
    "blind308": (0.98, {"stock": (0, 0.99), "sku": (0, 1.00)}),
    "blind309": (0.88, {"stock": (7, 0.85), "sku": (4, 0.89)}),
    "blind310": (1.0, {"stock": (4, 0.89), "sku": (2, 0.96)}),
    "blind311": (0.96, {"stock": (3, 0.88), "sku": (1, 0.96)}),
    "blind312": (1.0, {"stock": (6, 0.88), "sku": (0, 0.98)}),
    "blind313": (0.96, {"stock": (1, 0.96), "sku": (3, 0.89)}),
    "blind314": (0.98, {"stock": (1, 0.97), "sku": (0, 0.99)}),
    "blind315": (0.94, {"stock": (5, 0.89), "sku": (1, 0.92)}),
    # stop 34's round AC (blind316-321): first runs on cf2ee500 in benchmarks/README.md
    "blind316": (0.96, {"stock": (5, 0.91), "sku": (1, 0.91)}),
    "blind317": (0.98, {"stock": (2, 0.95), "sku": (5, 0.89)}),
    "blind318": (0.84, {"stock": (3, 0.87), "sku": (2, 0.94)}),
    "blind319": (0.94, {"stock": (2, 0.96), "sku": (3, 0.93)}),
    "blind320": (1.0, {"stock": (2, 0.93), "sku": (6, 0.89)}),
    "blind321": (0.96, {"stock": (1, 0.96), "sku": (1, 0.95)}),
    # stop 35's round AD (blind322-329): first runs on c99183cd in benchmarks/README.md
    "blind322": (0.98, {"stock": (4, 0.92), "sku": (0, 0.98)}),
    "blind323": (0.98, {"stock": (5, 0.87), "sku": (4, 0.89)}),
    "blind324": (1.0, {"stock": (0, 0.99), "sku": (1, 0.96)}),
    "blind325": (1.0, {"stock": (9, 0.84), "sku": (6, 0.89)}),
    "blind326": (1.0, {"stock": (5, 0.92), "sku": (3, 0.94)}),
    "blind327": (0.98, {"stock": (6, 0.92), "sku": (0, 0.96)}),
    "blind328": (1.0, {"stock": (2, 0.96), "sku": (3, 0.93)}),
    "blind329": (1.0, {"stock": (0, 0.98), "sku": (0, 1.00)}),
    # stop 36's round AE (blind330-337): first runs on 3745f88d in benchmarks/README.md
    "blind330": (0.98, {"stock": (1, 0.95), "sku": (4, 0.87)}),
    "blind331": (1.0, {"stock": (5, 0.88), "sku": (1, 0.95)}),
    "blind332": (0.98, {"stock": (2, 0.93), "sku": (0, 0.97)}),
    "blind333": (1.0, {"stock": (1, 0.97), "sku": (0, 0.99)}),
    "blind334": (1.0, {"stock": (1, 0.98), "sku": (2, 0.95)}),
    "blind335": (1.0, {"stock": (3, 0.94), "sku": (2, 0.93)}),
    "blind336": (1.0, {"stock": (0, 0.98), "sku": (0, 0.97)}),
    "blind337": (1.0, {"stock": (2, 0.95), "sku": (2, 0.97)}),
    # stop 36's round AF (blind338-343, by region): first runs on e8db1804 in
    # benchmarks/README.md; gated at the stop's end with little tuning on them
    "blind338": (0.92, {"stock": (1, 0.98), "sku": (5, 0.91)}),
    "blind339": (0.86, {"stock": (4, 0.89), "sku": (2, 0.89)}),
    "blind340": (0.92, {"stock": (1, 0.90), "sku": (4, 0.87)}),
    # (stop 39: the slacks' price now agrees with JSON-LD's first variant, whose SKU is read
    # instead of the page's own goods number)
    "blind341": (0.86, {"stock": (3, 0.88), "sku": (3, 0.90)}),
    "blind342": (1.0, {"stock": (4, 0.92), "sku": (0, 0.96)}),
    "blind343": (1.0, {"stock": (2, 0.95), "sku": (2, 0.92)}),
    # stop 37's round AG (blind344-349: electronics, fashion, DIY and home, a random draw,
    # availability, marketplaces): first runs on 0e0007aa in benchmarks/README.md, then
    # tuned on
    "blind344": (0.98, {"stock": (1, 0.98), "sku": (0, 0.98)}),
    "blind345": (1.0, {"stock": (3, 0.95), "sku": (0, 0.98)}),
    "blind346": (0.96, {"stock": (1, 0.98), "sku": (0, 0.98)}),
    "blind347": (0.96, {"stock": (4, 0.93), "sku": (2, 0.95)}),
    "blind348": (0.96, {"stock": (5, 0.86), "sku": (0, 0.99)}),
    "blind349": (0.98, {"stock": (6, 0.90), "sku": (2, 0.90)}),
    # stop 38's round AH (blind350-355: electronics, fashion and beauty, DIY and home, Amazon-
    # and eBay-like marketplaces, a random draw, prices hard to read): first runs on 5ffe640a
    # in benchmarks/README.md, then tuned on
    # (blind350: a MAP camera page now keeps its identity, named by the maker's "MFR #" where
    # the label takes the shop's "SB #": one item number wrong since stop 43)
    "blind350": (1.0, {"stock": (4, 0.94), "sku": (1, 0.93)}),
    "blind351": (1.0, {"stock": (1, 0.99), "sku": (2, 0.91)}),
    "blind352": (1.0, {"stock": (3, 0.95), "sku": (1, 0.95)}),
    "blind353": (1.0, {"stock": (1, 0.96), "sku": (1, 0.89)}),
    "blind354": (0.98, {"stock": (3, 0.96), "sku": (1, 0.95)}),
    "blind355": (0.96, {"stock": (2, 0.96), "sku": (1, 0.96)}),
    # stop 39's round AI (blind356-361: electronics chains, fashion and beauty platforms,
    # grocery, drinks, pharmacy and pet, regional marketplaces, a random draw, prices hard to
    # read): first runs on 552d2dc5 in benchmarks/README.md, then tuned on
    "blind356": (1.0, {"stock": (2, 0.97), "sku": (0, 0.99)}),
    "blind357": (1.0, {"stock": (0, 0.99), "sku": (0, 0.99)}),
    "blind358": (1.0, {"stock": (9, 0.89), "sku": (0, 0.98)}),
    "blind359": (1.0, {"stock": (2, 0.95), "sku": (0, 0.99)}),
    "blind360": (1.0, {"stock": (0, 0.99), "sku": (0, 0.97)}),
    "blind361": (1.0, {"stock": (0, 0.97), "sku": (0, 0.99)}),
    # stop 39's round AJ (blind362-367: electronics retailers, fashion and beauty, DIY and
    # home, Amazon- and eBay-like marketplaces, a random draw, availability): first runs on
    # 62b4ef15 in benchmarks/README.md, then tuned on
    "blind362": (0.98, {"stock": (0, 0.98), "sku": (1, 0.95)}),
    "blind363": (1.0, {"stock": (3, 0.94), "sku": (0, 0.97)}),
    "blind364": (0.98, {"stock": (3, 0.95), "sku": (0, 0.98)}),
    "blind365": (0.94, {"stock": (2, 0.95), "sku": (0, 0.97)}),
    "blind366": (0.96, {"stock": (2, 0.97), "sku": (0, 0.98)}),
    "blind367": (0.98, {"stock": (6, 0.90), "sku": (1, 0.97)}),
    # stop 40's round AK (blind368-373: electronics chains, fashion and beauty platforms,
    # grocery and pharmacy, regional marketplaces, a random draw, hard-to-read prices): first
    # runs on 4b999313 in benchmarks/README.md, then tuned on
    "blind368": (1.0, {"stock": (0, 0.99), "sku": (0, 0.98)}),
    "blind369": (0.98, {"stock": (3, 0.95), "sku": (2, 0.94)}),
    "blind370": (1.0, {"stock": (1, 0.97), "sku": (1, 0.97)}),
    "blind371": (0.94, {"stock": (2, 0.92), "sku": (1, 0.92)}),
    "blind372": (1.0, {"stock": (1, 0.96), "sku": (1, 0.97)}),
    "blind373": (0.98, {"stock": (1, 0.98), "sku": (1, 0.98)}),
    # stop 40's round AL (blind374-379: DIY and home, marketplaces, a random draw,
    # availability, books/toys/sports/parts, luxury and specialists): first runs on 3dfae3b5
    # in benchmarks/README.md, then tuned on
    "blind374": (0.98, {"stock": (0, 0.99), "sku": (0, 0.97)}),
    "blind375": (1.0, {"stock": (2, 0.92), "sku": (0, 0.98)}),
    "blind376": (0.94, {"stock": (2, 0.95), "sku": (0, 0.96)}),
    "blind377": (1.0, {"stock": (2, 0.93), "sku": (0, 0.98)}),
    "blind378": (0.96, {"stock": (3, 0.93), "sku": (2, 0.93)}),
    "blind379": (0.98, {"stock": (1, 0.98), "sku": (2, 0.92)}),
    # stop 41's round AM (blind380-385: furniture and home, second-hand and rental, a random
    # draw weighted to Africa, the Middle East and Latin America, pages whose main product is
    # hard to tell, B2B and net/gross, digital goods and tickets): first runs on 0413251b in
    # benchmarks/README.md, then tuned on. Tickets, courses and gift cards (blind385) keep
    # pages without a price: tiers with none chosen, a component distributor's tier tables
    # (blind384), a page in two currencies (blind382)
    "blind380": (1.0, {"stock": (3, 0.94), "sku": (0, 0.96)}),
    "blind381": (0.94, {"stock": (1, 0.97), "sku": (1, 0.93)}),
    "blind382": (0.94, {"stock": (1, 0.97), "sku": (0, 0.98)}),
    "blind383": (1.0, {"stock": (0, 1.00), "sku": (1, 0.97)}),
    "blind384": (0.94, {"stock": (1, 0.96), "sku": (1, 0.96)}),
    "blind385": (0.82, {"stock": (3, 0.81), "sku": (0, 0.94)}),
    # stop 41's round AN (blind386-391: electronics, fashion, DIY, marketplaces, an
    # Asia-Pacific draw, pages with two or more prices easy to confuse near the title): first
    # runs on e3b3df87 (round AM's rules), then tuned on
    "blind386": (1.0, {"stock": (1, 0.96), "sku": (0, 0.97)}),
    "blind387": (1.0, {"stock": (4, 0.92), "sku": (0, 0.99)}),
    "blind388": (0.96, {"stock": (3, 0.94), "sku": (2, 0.93)}),
    "blind389": (0.92, {"stock": (3, 0.91), "sku": (0, 0.94)}),
    "blind390": (0.96, {"stock": (1, 0.94), "sku": (0, 0.95)}),
    "blind391": (0.90, {"stock": (2, 0.96), "sku": (0, 0.98)}),
    # stop 41's round AO (blind392-395: electronics, fashion, DIY, marketplaces drawn
    # afresh), scored once on 45956068 and gated as first scored; tuned in stop 42
    "blind392": (0.98, {"stock": (4, 0.91), "sku": (0, 0.97)}),
    "blind393": (0.96, {"stock": (1, 0.98), "sku": (5, 0.88)}),
    "blind394": (0.98, {"stock": (1, 0.98), "sku": (0, 1.00)}),
    "blind395": (0.96, {"stock": (4, 0.89), "sku": (1, 0.97)}),
    # stop 42's round AP (blind396-401: electronics, fashion, DIY, marketplaces drawn again,
    # pages whose availability is hard to read, structured data that disagrees with the
    # page): first runs on 8a0c706c in benchmarks/README.md, then tuned on
    "blind396": (0.98, {"stock": (0, 0.98), "sku": (1, 0.97)}),
    "blind397": (0.98, {"stock": (3, 0.95), "sku": (2, 0.93)}),
    "blind398": (0.98, {"stock": (0, 0.99), "sku": (0, 1.00)}),
    "blind399": (0.96, {"stock": (1, 0.97), "sku": (1, 0.96)}),
    "blind400": (0.98, {"stock": (4, 0.93), "sku": (2, 0.94)}),
    "blind401": (0.98, {"stock": (1, 0.98), "sku": (0, 0.98)}),
    # stop 42's round AQ (blind402-407: the four verticals drawn again, sale-event pages,
    # small shops on hosted platforms): first runs on 6b822637 in benchmarks/README.md,
    # then tuned on
    "blind402": (0.98, {"stock": (0, 0.98), "sku": (0, 0.98)}),
    "blind403": (0.98, {"stock": (1, 0.98), "sku": (1, 0.96)}),
    "blind404": (0.98, {"stock": (2, 0.95), "sku": (1, 0.95)}),
    "blind405": (0.98, {"stock": (2, 0.94), "sku": (0, 0.95)}),
    "blind406": (0.98, {"stock": (1, 0.98), "sku": (1, 0.96)}),
    "blind407": (0.98, {"stock": (1, 0.97), "sku": (0, 0.95)}),
    # stop 42's round AR (blind408-411: the four verticals drawn at the stop's end), scored
    # once on a37e6280 (the stop's final rules) and gated with two word fixes only
    "blind408": (0.96, {"stock": (0, 1.00), "sku": (0, 0.95)}),
    "blind409": (0.98, {"stock": (1, 0.97), "sku": (1, 0.95)}),
    "blind410": (0.94, {"stock": (2, 0.95), "sku": (0, 0.98)}),
    "blind411": (0.96, {"stock": (1, 0.98), "sku": (0, 0.99)}),
    # stop 43's round AS (blind412-417: the four verticals, configurable and made-to-order
    # products, mobile and lightweight pages), first runs 289/5/15 on 5f963199, then tuned
    "blind412": (0.98, {"stock": (1, 0.97), "sku": (1, 0.96)}),
    "blind413": (1.00, {"stock": (2, 0.94), "sku": (0, 0.96)}),
    "blind414": (1.00, {"stock": (1, 0.99), "sku": (0, 0.97)}),
    "blind415": (0.98, {"stock": (2, 0.95), "sku": (1, 0.94)}),
    "blind416": (0.88, {"stock": (0, 0.96), "sku": (1, 0.97)}),
    "blind417": (1.00, {"stock": (3, 0.94), "sku": (2, 0.95)}),
    # stop 43's round AT (blind418-423: the four verticals, shops showing more than one
    # currency, prices hard to read), first runs 287/13/17 on 37ae3556, then tuned
    "blind418": (0.98, {"stock": (1, 0.97), "sku": (1, 0.98)}),
    "blind419": (1.00, {"stock": (1, 0.98), "sku": (1, 0.95)}),
    "blind420": (0.98, {"stock": (2, 0.97), "sku": (0, 0.98)}),
    "blind421": (1.00, {"stock": (5, 0.93), "sku": (1, 0.97)}),
    "blind422": (1.00, {"stock": (2, 0.95), "sku": (1, 0.92)}),
    "blind423": (1.00, {"stock": (1, 0.98), "sku": (0, 0.95)}),
    # stop 43's round AU (blind424-427: the four verticals drawn late in the stop), first runs
    # 198/5/6 on cd80444b, then mended
    "blind424": (0.98, {"stock": (1, 0.97), "sku": (0, 0.96)}),
    "blind425": (1.00, {"stock": (3, 0.92), "sku": (0, 0.94)}),
    "blind426": (0.96, {"stock": (0, 0.98), "sku": (0, 1.00)}),
    "blind427": (1.00, {"stock": (0, 0.97), "sku": (1, 0.94)}),
    # stop 43's round AV (blind428-431: the four verticals drawn at the stop's end), scored
    # once on c2f132d0 (the stop's final rules), gated untuned, mended in stop 44
    "blind428": (1.00, {"stock": (1, 0.98), "sku": (0, 0.98)}),
    "blind429": (1.00, {"stock": (0, 1.00), "sku": (0, 0.96)}),
    "blind430": (1.00, {"stock": (2, 0.96), "sku": (0, 0.98)}),
    "blind431": (1.00, {"stock": (0, 0.98), "sku": (2, 0.95)}),
    # stop 44's round AW (blind432-437: the four verticals, automotive, tyre and spare-parts
    # shops, pages in non-Latin scripts and right-to-left languages), first runs 288/11/17 on
    # 4e3aea70, then tuned
    "blind432": (0.98, {"stock": (0, 0.99), "sku": (0, 1.00)}),
    "blind433": (1.00, {"stock": (0, 0.98), "sku": (2, 0.95)}),
    "blind434": (1.00, {"stock": (1, 0.99), "sku": (0, 0.99)}),
    "blind435": (1.00, {"stock": (0, 1.00), "sku": (0, 0.99)}),
    "blind436": (1.00, {"stock": (2, 0.97), "sku": (1, 0.95)}),
    "blind437": (1.00, {"stock": (0, 1.00), "sku": (0, 0.99)}),
    # stop 44's round AX (blind438-443: the four verticals, pages under overlays, grocery,
    # drinks, pharmacy, beauty and pet shops), first runs 296/2/9 on 5b92a030, then tuned
    "blind438": (1.00, {"stock": (0, 1.00), "sku": (0, 0.99)}),
    "blind439": (1.00, {"stock": (2, 0.95), "sku": (0, 0.96)}),
    "blind440": (1.00, {"stock": (0, 1.00), "sku": (0, 0.99)}),
    "blind441": (1.00, {"stock": (0, 0.99), "sku": (1, 0.95)}),
    "blind442": (0.98, {"stock": (0, 1.00), "sku": (0, 0.99)}),
    "blind443": (1.00, {"stock": (0, 1.00), "sku": (0, 0.99)}),
    # stop 44's round AY (blind444-449: the four verticals, phones and TVs with or without a
    # contract, second-hand and refurbished shops), first runs 294/6/9 on 328af258, then tuned
    "blind444": (1.00, {"stock": (1, 0.98), "sku": (0, 0.97)}),
    "blind445": (1.00, {"stock": (2, 0.95), "sku": (1, 0.96)}),
    "blind446": (1.00, {"stock": (0, 1.00), "sku": (1, 0.95)}),
    "blind447": (1.00, {"stock": (0, 0.99), "sku": (1, 0.96)}),
    "blind448": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind449": (0.94, {"stock": (4, 0.86), "sku": (1, 0.89)}),
    # stop 45's round AZ (blind450-455: the four verticals, B2B and wholesale shops, furniture
    # and home), first runs 296/5/8 on f16dfef1, then tuned
    "blind450": (1.00, {"stock": (0, 1.00), "sku": (0, 0.99)}),
    "blind451": (1.00, {"stock": (1, 0.99), "sku": (0, 0.99)}),
    "blind452": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind453": (1.00, {"stock": (1, 0.99), "sku": (0, 0.99)}),
    "blind454": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind455": (1.00, {"stock": (0, 0.98), "sku": (0, 1.00)}),
    # stop 45's round BA (blind456-461: the four verticals, personalised and option-priced
    # products, luxury and jewellery), first runs 257/39/48 on cb1a5558, then tuned
    "blind456": (1.00, {"stock": (0, 0.99), "sku": (0, 1.00)}),
    "blind457": (1.00, {"stock": (0, 0.99), "sku": (0, 0.99)}),
    "blind458": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind459": (1.00, {"stock": (1, 0.98), "sku": (0, 0.99)}),
    "blind460": (1.00, {"stock": (0, 0.99), "sku": (0, 0.99)}),
    "blind461": (1.00, {"stock": (0, 1.00), "sku": (1, 0.98)}),
    # stop 45's round BB (blind462-465: the four verticals), first runs 197/3/7 on 89bcd563,
    # gated untuned at stop 45's end, tuned at stop 46 (the stock left: delivery in 5-7 days
    # labelled a backorder, which other corpora label in stock)
    "blind462": (1.00, {"stock": (2, 0.96), "sku": (0, 1.00)}),
    "blind463": (1.00, {"stock": (0, 0.99), "sku": (1, 0.97)}),
    "blind464": (1.00, {"stock": (2, 0.98), "sku": (0, 0.99)}),
    "blind465": (1.00, {"stock": (0, 0.99), "sku": (1, 0.98)}),
    # stop 46's round BC (blind466-471: the four verticals, books and media, pack sizes and
    # bundles), first runs 295/6/10 on f62367db, then tuned
    "blind466": (1.00, {"stock": (0, 1.00), "sku": (1, 0.98)}),
    "blind467": (1.00, {"stock": (0, 0.99), "sku": (0, 1.00)}),
    "blind468": (0.98, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind469": (1.00, {"stock": (0, 1.00), "sku": (1, 0.96)}),
    "blind470": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind471": (1.00, {"stock": (0, 1.00), "sku": (0, 0.98)}),
    # stop 46's round BD (blind472-475: the four verticals), first runs 196/5/6 on 89de0f5e,
    # then tuned (the stock left: an auction's one lot read as unknown, a store-only watch
    # and a trade login's structured "InStock" labelled unknown)
    "blind472": (1.00, {"stock": (0, 0.99), "sku": (1, 0.97)}),
    "blind473": (1.00, {"stock": (0, 1.00), "sku": (0, 0.99)}),
    "blind474": (1.00, {"stock": (1, 0.99), "sku": (0, 0.98)}),
    # (stop 55: a category listing's card badge "Rasprodato", Serbian sold out, now read as
    # the page's stock, labelled unknown: one more stock field)
    "blind475": (1.00, {"stock": (3, 0.96), "sku": (1, 0.96)}),
    # stop 46's round BE (blind476-481: the four verticals, sports and outdoor, baby, kids and
    # toys), first runs 295/5/10 on a32f8d88, then tuned (the price left: a Ugandan table of a
    # sheet's price beside a ridge cap's row)
    "blind476": (1.00, {"stock": (0, 0.99), "sku": (0, 1.00)}),
    "blind477": (1.00, {"stock": (1, 0.99), "sku": (0, 1.00)}),
    "blind478": (0.98, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind479": (1.00, {"stock": (2, 0.95), "sku": (0, 1.00)}),
    "blind480": (1.00, {"stock": (0, 0.99), "sku": (0, 0.97)}),
    "blind481": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    # stop 46's round BF (blind482-485: the four verticals), first runs 200/4/4 on 798be970,
    # gated untuned at stop 46's end, tuned in stop 47 (the stock left: a price-on-request
    # page's structured "InStock" and a trade login's branch stock labelled unknown, a
    # Vietnamese "Hàng đặt trước – giao sau 7 ngày" labelled backorder)
    "blind482": (1.00, {"stock": (1, 0.99), "sku": (0, 1.00)}),
    "blind483": (1.00, {"stock": (0, 0.99), "sku": (0, 1.00)}),
    "blind484": (1.00, {"stock": (2, 0.97), "sku": (1, 0.98)}),
    "blind485": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    # stop 47's round BG (blind486-489: the four verticals), first runs 188/3/14 on 2bfb1f08,
    # then tuned (the stock left on blind489: a Shopee-like "Còn 12 sản phẩm" read as few, a
    # pre-order tag beside "112 keping tersedia", a JD-like "有货" in a promotion line, a
    # Swiss "beim Lieferanten an Lager" under an active button, a sold-out line with no
    # stock-named element); blind486-488 at the default floors
    "blind489": (1.00, {"stock": (3, 0.92), "sku": (0, 0.98)}),
    # stop 47's round BH (blind490-495: the four verticals, musical instruments and pro audio,
    # pet supplies), first runs 287/11/19 on b363a1c5, then tuned (the stock left: lead times
    # of 4-10 days and a supplier's "Lieferung in 5–7 Tagen" labelled backorder, a watch's
    # limited edition of 50 read as a pre-order, "Quedan 6 unidades" labelled in stock, sold-out
    # and scarce lines outside any stock-named element; a violin outfit's printed item number
    # beside structured data of another size)
    "blind490": (1.00, {"stock": (1, 0.98), "sku": (0, 1.00)}),
    "blind491": (1.00, {"stock": (2, 0.97), "sku": (0, 1.00)}),
    "blind492": (1.00, {"stock": (2, 0.97), "sku": (0, 0.99)}),
    "blind493": (1.00, {"stock": (3, 0.94), "sku": (0, 1.00)}),
    "blind494": (1.00, {"stock": (0, 0.99), "sku": (1, 0.98)}),
    # stop 47's round BI (blind496-501: the four verticals, spare parts and consumables,
    # jewellery and gold by weight), first runs 293/8/13 on 1ce39503, then tuned (the prices
    # left: a refurbished laptop's "New price JOD 699.000" beside its own, an Icelandic
    # knitting kit's price in the line under the sweater's; a gold bangle's breakdown in a
    # table named "Calc_table", read as a quantity calculator, mended at the stop's end; the
    # stock left mostly lead times of 5-7 days labelled backorder)
    "blind496": (0.98, {"stock": (3, 0.94), "sku": (0, 0.98)}),
    "blind497": (0.98, {"stock": (1, 0.96), "sku": (0, 1.00)}),
    "blind499": (1.00, {"stock": (1, 0.97), "sku": (1, 0.98)}),
    "blind500": (1.00, {"stock": (1, 0.98), "sku": (0, 0.99)}),
    "blind501": (1.00, {"stock": (1, 0.98), "sku": (0, 1.00)}),
    # stop 47's round BJ (blind502-505: the four verticals), first runs 197/5/8 on 5f423157,
    # then tuned (the price left: JSON-LD on a drill's body alone, its amount printed in the
    # description, where the URL chooses the battery set; the stock left: a sold-out size
    # chosen, lead times, a few-left line outside any stock-named element)
    "blind502": (1.00, {"stock": (1, 0.96), "sku": (0, 0.98)}),
    "blind503": (1.00, {"stock": (3, 0.94), "sku": (0, 1.00)}),
    "blind504": (0.98, {"stock": (3, 0.94), "sku": (0, 0.99)}),
    "blind505": (1.00, {"stock": (1, 0.96), "sku": (0, 0.99)}),
    # stop 48's round BK (blind506-511: the four verticals, wine/beer/spirits/tea/coffee,
    # pharmacies and health), first runs 297/7/8 on 068c8755, then tuned to 305/0/0 (the stock
    # left: "Quedan 18 unidades" labelled in stock, lead times of 3-5 and 5-7 days labelled
    # backorder)
    "blind510": (1.00, {"stock": (2, 0.96), "sku": (0, 1.00)}),
    "blind511": (1.00, {"stock": (1, 0.98), "sku": (0, 1.00)}),
    # stop 48's round BL (blind512-517: the four verticals, eyewear and optics, software and
    # digital goods), first runs 299/7/6 on 9b68abd0, then tuned to 304/1/1 (left: a Bulgarian
    # page's lev price, the euro beside it read as the price since the euro's adoption; a
    # cut-to-size board's "Op voorraad" labelled unknown; a lead time of 5-7 days labelled
    # backorder; a digitless two-part code, "KTT-TRUSS")
    "blind514": (1.00, {"stock": (1, 0.99), "sku": (0, 0.99)}),
    "blind515": (0.98, {"stock": (1, 0.98), "sku": (0, 1.00)}),
    # stop 48's round BM (blind518-523: the four verticals, office supplies and printing, farm
    # and feed supplies), first runs 293/5/14 on 4a8b5cf9, then tuned for prices (306/0/1) and
    # a few stock words and item-number labels (left: lead times of print runs and feeds,
    # words beside a chosen option, a Sinhala code after a colon in its own cell)
    "blind518": (1.00, {"stock": (1, 0.97), "sku": (0, 1.00)}),
    "blind519": (1.00, {"stock": (4, 0.94), "sku": (0, 1.00)}),
    "blind520": (1.00, {"stock": (1, 0.98), "sku": (0, 0.99)}),
    "blind521": (1.00, {"stock": (1, 0.98), "sku": (0, 1.00)}),
    "blind522": (0.98, {"stock": (4, 0.92), "sku": (0, 0.99)}),
    "blind523": (1.00, {"stock": (2, 0.94), "sku": (0, 0.99)}),
    # stop 49's round BN (blind524-529: the four verticals, crafts and fabric by the metre,
    # home textiles and made-to-measure), first runs 293/9/13 on 6fc1f5ec, then tuned to
    # 306/0/0 (left: the structured data's item number of another size where the page prints
    # its own under "Item" without a colon)
    "blind528": (1.00, {"stock": (0, 1.00), "sku": (1, 0.98)}),
    # stop 49's round BO (blind530-535: the four verticals, bicycles and e-bikes, lighting and
    # electrical supplies), first runs 293/9/13 on 83b3c91b, then tuned to 306/0/0 (the stock
    # left: "Quedan 14 unidades" labelled in stock, a priced made-to-measure option's lead
    # time, pages with no price labelled unknown beside an add-to-cart button)
    "blind531": (1.00, {"stock": (5, 0.92), "sku": (0, 1.00)}),
    "blind533": (1.00, {"stock": (3, 0.94), "sku": (0, 0.99)}),
    # stop 49's round BP (blind536-541: the four verticals, outdoor, camping, fishing and
    # hunting gear, florists, gifts and party supplies), first runs 298/8/8 on 71f8c653, then
    # tuned to 306/0/0 (the stock left: lead times in a few more languages labelled backorder,
    # a count left in a size row)
    "blind536": (1.00, {"stock": (2, 0.96), "sku": (0, 1.00)}),
    "blind537": (1.00, {"stock": (2, 0.97), "sku": (0, 1.00)}),
    "blind539": (1.00, {"stock": (2, 0.95), "sku": (0, 1.00)}),
    "blind540": (1.00, {"stock": (2, 0.96), "sku": (0, 0.99)}),
    # stop 50's round BQ (blind542-547: the four verticals, beauty and perfume, garden centres
    # and nurseries), first runs 297/8/8 on 4b1c4112, then tuned to 304/0/1 (left: two bare
    # prices side by side, nothing to tell the sale from the former; a configurator's lead
    # time read as a backorder where the label says nothing)
    "blind544": (1.00, {"stock": (1, 0.99), "sku": (0, 1.00)}),
    "blind547": (0.98, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    # stop 50's round BR (blind548-553: the four verticals, collectibles and antiques,
    # bakeries, butchers and specialty groceries), first runs 297/8/8 on 62a8caf9, then tuned to
    # 305/1/0 (left: a schema "InStoreOnly" read as limited where the label says in stock;
    # lead times of days labelled backorder; a category grid whose cards all link to "#")
    "blind548": (1.00, {"stock": (1, 0.99), "sku": (0, 1.00)}),
    "blind550": (1.00, {"stock": (1, 0.97), "sku": (0, 1.00)}),
    "blind553": (1.00, {"stock": (4, 0.93), "sku": (0, 1.00)}),
    # stop 50's round BS (blind554-559: the four verticals, musical instruments and pro audio,
    # baby, kids and toys), first runs 296/6/10 on af05ee6c, then tuned to 304/1/2 (left: a
    # Magento price box whose wrapper prints the net price without its label, structured data
    # net; a hire rate per week chosen by the URL, read as a rental's unit price)
    "blind556": (0.96, {"stock": (0, 0.99), "sku": (0, 1.00)}),
    "blind559": (1.00, {"stock": (1, 0.99), "sku": (0, 1.00)}),
    # stop 50's round BT (blind560-563: the four verticals only), first runs 196/3/7 on
    # 73e4d1fd, then tuned to 200/2/3 (left: a label in IDR minor units that drops the
    # exponent, a bKash cashback's "effective" price, a hire rate per day read as a unit price;
    # stock counts and lead times in several languages)
    "blind560": (1.00, {"stock": (2, 0.97), "sku": (0, 0.99)}),
    "blind561": (0.98, {"stock": (3, 0.95), "sku": (0, 0.96)}),
    "blind562": (0.98, {"stock": (2, 0.95), "sku": (0, 1.00)}),
    "blind563": (0.98, {"stock": (5, 0.91), "sku": (2, 0.95)}),
    # stop 51's round BU (blind564-569: the four verticals, boats and chandlery, party supplies
    # and costume hire), first runs 290/2/16 on b1d6bb87, then tuned to 306/0/0 (left: stock
    # lines a page-wide buy button speaks over, in Amharic and Swahili; a lead time of 8-14
    # days labelled backorder; a shop's item number beside a maker's model number)
    "blind565": (1.00, {"stock": (1, 0.97), "sku": (0, 0.98)}),
    "blind566": (1.00, {"stock": (0, 1.00), "sku": (1, 0.97)}),
    "blind567": (1.00, {"stock": (1, 0.97), "sku": (0, 1.00)}),
    "blind568": (1.00, {"stock": (0, 1.00), "sku": (1, 0.97)}),
    "blind569": (1.00, {"stock": (1, 0.97), "sku": (0, 1.00)}),
    # stop 51's round BV (blind570-575: the four verticals, tyres and motorcycle gear, hair
    # and salon supplies), first runs 299/2/6 on 51c26b3f, then tuned to 305/0/0 (left: stock
    # lines a buy button or a chosen-size picker speaks over; a hire page's count "to hire")
    "blind572": (1.00, {"stock": (1, 0.97), "sku": (0, 0.99)}),
    "blind573": (1.00, {"stock": (1, 0.96), "sku": (0, 0.98)}),
    "blind575": (1.00, {"stock": (2, 0.95), "sku": (0, 1.00)}),
    # stop 51's round BW (blind576-581: the four verticals, solar and off-grid power, religious
    # and festival goods), first runs 290/11/15 on c1337959, then tuned to 300/2/5 (left: a
    # Bulgarian shop labelled in leva beside its euros, a discontinued product's successor
    # priced in the line after its name, a Bengali mobile-money row's "৫% ছাড়ে", a Turkish
    # page whose other sellers read as a listing)
    "blind577": (1.00, {"stock": (1, 0.97), "sku": (1, 0.97)}),
    "blind578": (0.96, {"stock": (2, 0.93), "sku": (0, 0.97)}),
    "blind579": (0.98, {"stock": (1, 0.93), "sku": (0, 0.93)}),
    "blind580": (1.00, {"stock": (3, 0.94), "sku": (0, 1.00)}),
    "blind581": (0.96, {"stock": (2, 0.94), "sku": (0, 0.99)}),
    # stop 52's round BX (blind582-587: the four verticals, opticians and hearing aids,
    # appliance spare parts and cartridges), first runs 289/8/18 on e952407e, then tuned to
    # 307/0/0 (left: lead times and made-to-order lines read in stock beside a buy button)
    "blind582": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind583": (1.00, {"stock": (0, 0.99), "sku": (0, 1.00)}),
    "blind584": (1.00, {"stock": (3, 0.92), "sku": (0, 1.00)}),
    "blind585": (1.00, {"stock": (0, 0.99), "sku": (0, 0.99)}),
    "blind586": (1.00, {"stock": (1, 0.98), "sku": (0, 0.98)}),
    "blind587": (1.00, {"stock": (2, 0.96), "sku": (0, 1.00)}),
    # stop 52's round BY (blind588-593: the four verticals, kitchenware, office supplies),
    # first runs 299/2/7 on 335ac6a4, then tuned to 306/0/0 (left: a Greek made-to-order line
    # beside microdata InStock; listing numbers printed only in a classified's URL)
    "blind588": (1.00, {"stock": (0, 1.00), "sku": (0, 0.98)}),
    "blind589": (1.00, {"stock": (1, 0.98), "sku": (0, 0.99)}),
    "blind590": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind591": (1.00, {"stock": (0, 1.00), "sku": (0, 0.96)}),
    "blind592": (1.00, {"stock": (1, 0.99), "sku": (0, 1.00)}),
    "blind593": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    # stop 52's round BZ (blind594-599: the four verticals, bicycles, pharmacies), first runs
    # 290/10/16 on b17f73e3, then tuned to 305/0/1 (left: an unsigned "34,<sup>99</sup>" among
    # several offers; listing numbers printed only in a classified's URL)
    "blind594": (1.00, {"stock": (1, 0.99), "sku": (1, 0.96)}),
    "blind595": (1.00, {"stock": (2, 0.95), "sku": (0, 1.00)}),
    "blind596": (1.00, {"stock": (1, 0.99), "sku": (0, 1.00)}),
    "blind597": (0.98, {"stock": (1, 0.97), "sku": (1, 0.94)}),
    "blind598": (1.00, {"stock": (1, 0.98), "sku": (0, 0.99)}),
    "blind599": (1.00, {"stock": (1, 0.98), "sku": (0, 1.00)}),
    # stop 52's round CA (blind600-605: the four verticals, furniture, groceries and drinks),
    # first runs 298/5/9 on ccd81bdf, then tuned to 304/0/3 (left: an Amharic accessory's price
    # beside the TV's, a wholesale tier table laid out in columns, a carton's price beside a
    # bar's where only the URL names the carton)
    "blind600": (0.98, {"stock": (1, 0.98), "sku": (0, 0.96)}),
    "blind601": (1.00, {"stock": (0, 0.99), "sku": (0, 0.99)}),
    "blind602": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind603": (0.96, {"stock": (2, 0.93), "sku": (0, 1.00)}),
    "blind604": (1.00, {"stock": (0, 0.99), "sku": (0, 0.99)}),
    "blind605": (1.00, {"stock": (0, 1.00), "sku": (0, 0.99)}),
    # stop 52's round CB (blind606-611: the four verticals, sports and outdoor, books and
    # digital goods), first runs 298/3/8 on aea8d6a9, then tuned to 303/1/3 (left: stock lines
    # of made-to-order and on-order goods beside an active button, a table layout with no
    # heading, a sold-out game among cards)
    "blind606": (1.00, {"stock": (2, 0.96), "sku": (0, 1.00)}),
    "blind607": (1.00, {"stock": (1, 0.99), "sku": (0, 0.98)}),
    "blind608": (0.98, {"stock": (1, 0.98), "sku": (0, 1.00)}),
    "blind609": (1.00, {"stock": (4, 0.91), "sku": (0, 0.99)}),
    "blind610": (1.00, {"stock": (2, 0.96), "sku": (0, 0.99)}),
    # (stop 57: shop-06's item number now read, so its priceless page names the product and
    # its active button says in stock, where "Aðeins 2 eintök eftir" outside the form says few)
    "blind611": (0.96, {"stock": (2, 0.93), "sku": (0, 0.99)}),
    # stop 53's round CC (blind612-617: the four verticals, pet shops, second-hand and
    # refurbished goods), first runs 298/4/9 on b2efce6a, then tuned to 306/1/1 (left: an old
    # price told from the new only by a hashed class, stale JSON-LD agreeing with it; unique
    # pieces called limited, as older corpora do not)
    "blind612": (1.00, {"stock": (1, 0.99), "sku": (0, 1.00)}),
    "blind613": (1.00, {"stock": (1, 0.99), "sku": (0, 1.00)}),
    "blind614": (1.00, {"stock": (1, 0.98), "sku": (0, 1.00)}),
    "blind615": (1.00, {"stock": (1, 0.98), "sku": (0, 1.00)}),
    "blind616": (0.98, {"stock": (3, 0.97), "sku": (0, 1.00)}),
    "blind617": (1.00, {"stock": (2, 0.96), "sku": (0, 1.00)}),
    # stop 53's round CD (blind618-623: the four verticals, crafts and yarn, luxury and
    # watches), first runs 299/4/7 on d34c20c7, then tuned to 305/0/1 (left: an old price
    # beside the new told apart by nothing but hashed classes and CSS)
    "blind618": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind619": (1.00, {"stock": (1, 0.99), "sku": (1, 0.97)}),
    "blind620": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind621": (0.98, {"stock": (1, 0.98), "sku": (2, 0.96)}),
    "blind622": (1.00, {"stock": (1, 0.98), "sku": (0, 0.99)}),
    "blind623": (1.00, {"stock": (1, 0.99), "sku": (0, 1.00)}),
    # stop 53's round CE (blind624-629: the four verticals, car parts, medical and mobility
    # equipment), first runs 289/17/17 on 99e90114, then tuned to 305/1/1 (left: a selected
    # "new" offer's price beside a regular price and a used offer, each after a dash)
    "blind624": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind625": (1.00, {"stock": (1, 0.98), "sku": (0, 1.00)}),
    "blind626": (1.00, {"stock": (1, 0.99), "sku": (0, 0.99)}),
    "blind627": (0.98, {"stock": (0, 0.96), "sku": (0, 1.00)}),
    "blind628": (1.00, {"stock": (0, 1.00), "sku": (0, 0.99)}),
    "blind629": (1.00, {"stock": (2, 0.97), "sku": (0, 1.00)}),
    # stop 53's round CF (blind630-635: the four verticals, flowers and gifts, farm and feed
    # supplies), first runs 297/5/8 on fd9f5c83 (one of the false prices a label's, KES
    # written without its two decimals, fixed after scoring), then tuned to 305/0/0
    "blind630": (1.00, {"stock": (0, 1.00), "sku": (0, 0.98)}),
    "blind631": (1.00, {"stock": (1, 0.98), "sku": (0, 0.98)}),
    "blind632": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind633": (1.00, {"stock": (0, 1.00), "sku": (0, 0.96)}),
    "blind634": (1.00, {"stock": (1, 0.98), "sku": (0, 1.00)}),
    "blind635": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    # stop 54's round CG (blind636-641: the four verticals, musical instruments, toys and
    # children's goods), first runs 297/7/9 on b2e7c732, then tuned to 305/0/1
    "blind636": (1.00, {"stock": (2, 0.97), "sku": (0, 1.00)}),
    "blind637": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind638": (0.98, {"stock": (0, 1.00), "sku": (1, 0.98)}),
    # (stop 55: a Tagalog marketplace page's "Idagdag sa cart" now read as its add button; its
    # lead time from abroad, labelled backorder, was read unknown and now in stock)
    "blind639": (1.00, {"stock": (4, 0.92), "sku": (0, 1.00)}),
    "blind640": (1.00, {"stock": (1, 0.98), "sku": (0, 0.99)}),
    "blind641": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    # stop 54's round CH (blind642-647: the four verticals, art prints and framing, PC parts and
    # built-to-order computers), first runs 293/8/14 on 201ca147, then tuned to 305/0/2
    "blind642": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind643": (1.00, {"stock": (1, 0.99), "sku": (0, 1.00)}),
    "blind644": (1.00, {"stock": (0, 0.99), "sku": (0, 1.00)}),
    "blind645": (0.96, {"stock": (0, 1.00), "sku": (0, 0.99)}),
    "blind646": (1.00, {"stock": (1, 0.98), "sku": (0, 1.00)}),
    "blind647": (1.00, {"stock": (1, 0.98), "sku": (0, 1.00)}),
    # stop 54's round CI (blind648-653: the four verticals, white goods, beauty and perfume),
    # first runs 298/9/9 on d825d239, then tuned to 304/2/3
    "blind648": (0.98, {"stock": (1, 0.97), "sku": (0, 0.99)}),
    "blind649": (1.00, {"stock": (3, 0.93), "sku": (0, 1.00)}),
    "blind650": (1.00, {"stock": (2, 0.95), "sku": (0, 1.00)}),
    "blind651": (0.98, {"stock": (0, 0.99), "sku": (0, 0.99)}),
    "blind652": (1.00, {"stock": (1, 0.98), "sku": (0, 1.00)}),
    "blind653": (0.98, {"stock": (2, 0.95), "sku": (0, 0.98)}),
    # stop 54's round CJ (blind654-657: the four verticals), first runs 203/4/0 on 101216ed (one
    # more false price was the label's, a Czech "8 490 Kč" labelled 8490 minor units; fixed after
    # scoring), then tuned to 203/0/0
    "blind654": (1.00, {"stock": (3, 0.94), "sku": (0, 1.00)}),
    "blind655": (1.00, {"stock": (2, 0.95), "sku": (0, 0.99)}),
    "blind656": (1.00, {"stock": (0, 1.00), "sku": (0, 0.99)}),
    "blind657": (1.00, {"stock": (3, 0.94), "sku": (0, 0.99)}),
    # stop 55's round CK (blind658-663: the four verticals, eyewear and hearing aids, phones
    # sold by carriers), first runs 298/2/8 on 2c4cc143, then tuned to 306/0/0
    "blind658": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind659": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind660": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind661": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind662": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind663": (1.00, {"stock": (0, 0.99), "sku": (0, 1.00)}),
    # stop 55's round CL (blind664-667: the four verticals), first runs 202/3/2 on d7686bb3,
    # then tuned to 204/0/0
    "blind664": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind665": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind666": (1.00, {"stock": (0, 1.00), "sku": (1, 0.98)}),
    "blind667": (1.00, {"stock": (0, 1.00), "sku": (0, 0.99)}),
    # stop 55's round CM (blind668-671: the four verticals), first runs 202/2/2 on b51ca3b1,
    # then tuned to 203/0/1
    "blind668": (1.00, {"stock": (1, 0.98), "sku": (0, 1.00)}),
    "blind669": (0.98, {"stock": (1, 0.99), "sku": (0, 0.99)}),
    "blind670": (1.00, {"stock": (0, 1.00), "sku": (0, 0.99)}),
    "blind671": (1.00, {"stock": (1, 0.98), "sku": (0, 0.99)}),
    # stop 55's round CN (blind672-677: the four verticals, tyres and wheels, outdoor, camping
    # and fishing), first runs 296/5/9 on 882cc750 (after one label was fixed: blind673's "KSh
    # 3,200" labelled 3200 minor units), then tuned to 303/1/2
    "blind672": (1.00, {"stock": (2, 0.96), "sku": (1, 0.97)}),
    "blind673": (1.00, {"stock": (0, 1.00), "sku": (0, 0.97)}),
    "blind674": (1.00, {"stock": (1, 0.99), "sku": (0, 1.00)}),
    "blind675": (0.98, {"stock": (2, 0.96), "sku": (0, 0.99)}),
    "blind676": (1.00, {"stock": (2, 0.96), "sku": (0, 0.98)}),
    "blind677": (0.98, {"stock": (0, 0.97), "sku": (0, 0.96)}),
    # stop 55's round CO (blind678-683: the four verticals, baby and nursery goods, watches and
    # jewellery), first runs 298/5/6 on 68b3186b, then tuned to 300/1/4
    "blind678": (1.00, {"stock": (1, 0.98), "sku": (0, 1.00)}),
    "blind679": (0.98, {"stock": (1, 0.97), "sku": (0, 1.00)}),
    "blind680": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind681": (0.98, {"stock": (1, 0.97), "sku": (0, 0.99)}),
    "blind682": (1.00, {"stock": (3, 0.95), "sku": (0, 0.99)}),
    "blind683": (0.96, {"stock": (2, 0.97), "sku": (0, 1.00)}),
    # stop 55's round CP (blind684-687: the four verticals), first runs 199/6/5 on 1e492c22,
    # then tuned to 203/0/1
    "blind684": (1.00, {"stock": (2, 0.96), "sku": (0, 1.00)}),
    "blind685": (0.98, {"stock": (3, 0.96), "sku": (1, 0.99)}),
    "blind686": (1.00, {"stock": (0, 1.00), "sku": (0, 0.99)}),
    "blind687": (1.00, {"stock": (3, 0.92), "sku": (0, 0.98)}),
    # stop 56's round CQ (blind688-693: the four verticals, wine, beer and spirits, cameras and
    # photo gear), first runs 300/5/5 on c53e386c, then tuned to 306/0/0
    "blind688": (1.00, {"stock": (1, 0.98), "sku": (0, 1.00)}),
    "blind689": (1.00, {"stock": (1, 0.98), "sku": (0, 1.00)}),
    "blind690": (1.00, {"stock": (2, 0.97), "sku": (0, 1.00)}),
    "blind691": (1.00, {"stock": (0, 1.00), "sku": (0, 0.99)}),
    "blind692": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind693": (1.00, {"stock": (2, 0.97), "sku": (1, 0.99)}),
    # stop 56's round CR (blind694-699: the four verticals, supplements and sports nutrition,
    # video games and consoles), first runs 303/2/4 on 16ef31e6, then tuned to 306/0/1
    "blind694": (1.00, {"stock": (1, 0.98), "sku": (0, 1.00)}),
    "blind695": (1.00, {"stock": (1, 0.98), "sku": (0, 1.00)}),
    "blind696": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind697": (0.98, {"stock": (1, 0.98), "sku": (0, 0.99)}),
    "blind698": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind699": (1.00, {"stock": (1, 0.98), "sku": (0, 0.99)}),
    # stop 56's round CS (blind700-705: the four verticals, lighting and electrical supplies,
    # bedding and mattresses), first runs 293/7/13 on 4c956978, then tuned to 301/1/5
    "blind700": (0.96, {"stock": (4, 0.93), "sku": (0, 1.00)}),
    "blind701": (0.98, {"stock": (1, 0.98), "sku": (0, 1.00)}),
    "blind702": (0.94, {"stock": (0, 0.98), "sku": (0, 0.99)}),
    "blind703": (1.00, {"stock": (1, 0.98), "sku": (0, 0.99)}),
    "blind704": (1.00, {"stock": (2, 0.97), "sku": (0, 1.00)}),
    "blind705": (1.00, {"stock": (0, 0.99), "sku": (0, 0.97)}),
    # stop 56's round CT (blind706-711: the four verticals, motorcycles and riding gear, plant
    # nurseries), first runs 291/12/15 on 2352b6be (one label fixed), then tuned to 303/2/3
    "blind706": (0.98, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind707": (0.98, {"stock": (2, 0.97), "sku": (0, 0.98)}),
    "blind708": (1.00, {"stock": (1, 0.98), "sku": (0, 0.98)}),
    "blind709": (0.96, {"stock": (3, 0.93), "sku": (0, 0.96)}),
    "blind710": (1.00, {"stock": (0, 0.99), "sku": (0, 0.99)}),
    "blind711": (1.00, {"stock": (2, 0.96), "sku": (0, 1.00)}),
    # stop 56's round CU (blind712-717: the four verticals, coffee and tea, solar energy), first
    # runs 296/5/8 on 31ed0efc, then tuned to 303/1/1
    "blind712": (0.98, {"stock": (1, 0.98), "sku": (0, 0.99)}),
    "blind713": (1.00, {"stock": (1, 0.97), "sku": (0, 0.98)}),
    "blind714": (1.00, {"stock": (0, 0.98), "sku": (0, 0.99)}),
    "blind715": (1.00, {"stock": (1, 0.98), "sku": (0, 0.99)}),
    "blind716": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind717": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    # stop 56's round CV (blind718-721: the four verticals), first runs 201/3/3 on e6efecb6,
    # then tuned to 204/0/0
    "blind718": (1.00, {"stock": (1, 0.98), "sku": (0, 1.00)}),
    "blind719": (1.00, {"stock": (2, 0.98), "sku": (0, 1.00)}),
    "blind720": (1.00, {"stock": (1, 0.98), "sku": (0, 0.99)}),
    "blind721": (1.00, {"stock": (1, 0.98), "sku": (0, 0.97)}),
    # stop 57's round CW (blind722-727: the four verticals, fishing and hunting, party supplies
    # and costumes), first runs 299/4/8 on 11ff077e, then tuned to 302/0/5
    "blind722": (0.98, {"stock": (1, 0.99), "sku": (0, 0.99)}),
    "blind723": (1.00, {"stock": (2, 0.98), "sku": (0, 1.00)}),
    "blind724": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind725": (0.96, {"stock": (1, 0.98), "sku": (0, 1.00)}),
    "blind726": (0.96, {"stock": (0, 1.00), "sku": (0, 0.99)}),
    "blind727": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    # stop 57's round CX (blind728-733: the four verticals, luggage, curtains and blinds), first
    # runs 300/5/4 on ce8bf77d, then tuned to 303/0/1
    "blind728": (0.98, {"stock": (0, 1.00), "sku": (0, 0.99)}),
    "blind729": (1.00, {"stock": (0, 1.00), "sku": (0, 0.99)}),
    "blind730": (1.00, {"stock": (0, 0.99), "sku": (0, 0.99)}),
    "blind731": (1.00, {"stock": (2, 0.96), "sku": (0, 1.00)}),
    "blind732": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind733": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    # stop 57's round CY (blind734-739: the four verticals, electronic components, car dealers),
    # first runs 302/3/5 on b0f8b233, then tuned to 305/0/2 (the twelfth review's narrowings
    # gave back a few item numbers and stock states)
    "blind734": (0.98, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind735": (1.00, {"stock": (1, 0.99), "sku": (0, 0.98)}),
    "blind736": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind737": (1.00, {"stock": (0, 1.00), "sku": (0, 0.99)}),
    "blind738": (1.00, {"stock": (1, 0.97), "sku": (0, 1.00)}),
    "blind739": (0.98, {"stock": (1, 0.96), "sku": (0, 0.95)}),
    # stop 57's round CZ (blind740-743: the four verticals), first runs 202/1/2 on e154eaee,
    # then tuned to 204/0/0
    "blind740": (1.00, {"stock": (1, 0.98), "sku": (0, 1.00)}),
    "blind741": (1.00, {"stock": (2, 0.96), "sku": (0, 0.99)}),
    "blind742": (1.00, {"stock": (2, 0.97), "sku": (0, 1.00)}),
    "blind743": (1.00, {"stock": (2, 0.97), "sku": (0, 1.00)}),
    # stop 58's round DA (blind744-747: the four verticals), first runs 194/4/10 on b1cc950f,
    # then tuned to 204/0/0
    "blind744": (1.00, {"stock": (0, 1.00), "sku": (0, 0.99)}),
    "blind745": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind746": (1.00, {"stock": (1, 0.98), "sku": (0, 1.00)}),
    "blind747": (1.00, {"stock": (0, 0.99), "sku": (0, 1.00)}),
    # stop 58's round DB (blind748-751: the four verticals), first runs 199/3/5 on 8334695f,
    # then tuned to 204/0/0
    "blind748": (1.00, {"stock": (0, 1.00), "sku": (0, 0.98)}),
    "blind749": (1.00, {"stock": (0, 1.00), "sku": (0, 0.99)}),
    "blind750": (1.00, {"stock": (0, 1.00), "sku": (0, 0.99)}),
    "blind751": (1.00, {"stock": (0, 1.00), "sku": (1, 0.97)}),
    # stop 58's round DC (blind752-755: the four verticals), first runs 199/4/7 on 534d6e06,
    # then tuned to 203/0/3
    "blind752": (0.98, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind753": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind754": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind755": (0.96, {"stock": (0, 0.99), "sku": (0, 0.97)}),
    # stop 58's round DD (blind756-759: the four verticals), first runs 200/5/3 on d073da1c,
    # then tuned to 203/0/0
    "blind756": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind757": (1.00, {"stock": (0, 1.00), "sku": (0, 0.99)}),
    "blind758": (1.00, {"stock": (1, 0.99), "sku": (0, 1.00)}),
    "blind759": (1.00, {"stock": (0, 1.00), "sku": (0, 0.97)}),
    # stop 59's rounds DE (blind760-763) and DF (blind764-767: the four verticals each), first
    # runs 203/1/1 on f2653a8b and 201/2/3 (blind766's TWD label corrected), then tuned to
    # 407/0/1 (blind767 scored only)
    "blind760": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind761": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind762": (1.00, {"stock": (1, 0.98), "sku": (0, 1.00)}),
    "blind763": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind764": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind765": (1.00, {"stock": (0, 1.00), "sku": (0, 0.99)}),
    "blind766": (1.00, {"stock": (2, 0.96), "sku": (0, 1.00)}),
    "blind767": (0.98, {"stock": (3, 0.95), "sku": (0, 0.99)}),
    "blind768": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind769": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind770": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind771": (0.98, {"stock": (0, 0.98), "sku": (0, 0.99)}),
    "blind772": (1.00, {"stock": (1, 0.98), "sku": (0, 0.97)}),
    "blind773": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind774": (0.96, {"stock": (0, 0.98), "sku": (0, 0.99)}),
    "blind775": (0.98, {"stock": (1, 0.96), "sku": (0, 0.97)}),
    "blind776": (0.96, {"stock": (2, 0.96), "sku": (1, 0.96)}),
    "blind777": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind778": (0.98, {"stock": (1, 0.98), "sku": (0, 1.00)}),
    "blind779": (0.98, {"stock": (1, 0.99), "sku": (1, 0.97)}),
    "blind780": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind781": (1.00, {"stock": (0, 1.00), "sku": (0, 0.99)}),
    "blind782": (1.00, {"stock": (1, 0.97), "sku": (0, 1.00)}),
    "blind783": (0.98, {"stock": (3, 0.93), "sku": (0, 0.94)}),
    "blind784": (1.00, {"stock": (1, 0.98), "sku": (0, 1.00)}),
    "blind785": (0.98, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind786": (0.98, {"stock": (1, 0.98), "sku": (0, 1.00)}),
    "blind787": (0.98, {"stock": (2, 0.91), "sku": (0, 0.95)}),
    "blind788": (0.94, {"stock": (0, 1.00), "sku": (0, 0.97)}),
    "blind789": (1.00, {"stock": (1, 0.97), "sku": (0, 1.00)}),
    "blind790": (1.00, {"stock": (2, 0.98), "sku": (1, 0.97)}),
    "blind791": (1.00, {"stock": (1, 0.92), "sku": (0, 1.00)}),
    "blind792": (1.00, {"stock": (1, 0.98), "sku": (0, 1.00)}),
    "blind793": (1.00, {"stock": (1, 0.99), "sku": (0, 1.00)}),
    "blind794": (1.00, {"stock": (1, 0.98), "sku": (0, 1.00)}),
    "blind795": (1.00, {"stock": (1, 0.98), "sku": (0, 1.00)}),
    "blind796": (1.00, {"stock": (1, 0.98), "sku": (0, 1.00)}),
    "blind797": (1.00, {"stock": (1, 0.99), "sku": (0, 0.99)}),
    "blind798": (0.98, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind799": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind800": (1.00, {"stock": (1, 0.98), "sku": (0, 1.00)}),
    "blind801": (1.00, {"stock": (0, 1.00), "sku": (0, 0.99)}),
    "blind802": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind803": (1.00, {"stock": (1, 0.99), "sku": (0, 1.00)}),
    "blind804": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind805": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind806": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind807": (1.00, {"stock": (1, 0.98), "sku": (0, 1.00)}),
    "blind808": (1.00, {"stock": (2, 0.95), "sku": (0, 0.99)}),
    "blind809": (1.00, {"stock": (1, 0.99), "sku": (0, 1.00)}),
    "blind810": (1.00, {"stock": (0, 0.99), "sku": (0, 1.00)}),
    "blind811": (1.00, {"stock": (2, 0.95), "sku": (0, 0.99)}),
    "blind812": (0.98, {"stock": (1, 0.98), "sku": (0, 1.00)}),
    "blind813": (1.00, {"stock": (1, 0.99), "sku": (0, 0.99)}),
    "blind814": (1.00, {"stock": (0, 1.00), "sku": (0, 1.00)}),
    "blind815": (0.98, {"stock": (1, 0.98), "sku": (0, 0.98)}),
    "blind816": (0.98, {"stock": (4, 0.93), "sku": (0, 0.98)}),
    "blind817": (0.92, {"stock": (1, 0.99), "sku": (0, 0.99)}),
    "blind818": (0.90, {"stock": (2, 0.93), "sku": (1, 0.95)}),
    "blind819": (0.98, {"stock": (3, 0.92), "sku": (0, 0.99)}),
}
# The false prices each corpus still gets: stale or other-variant structured data the page
# prints somewhere (a variant picker with none marked chosen), net prices, unit prices.
# Stop 44 set every count to the false prices left: earlier stops' rules had mended some
# without lowering the count (blind58, 82, 130, 146, 165, 169, 207, 229, 230, 254, 303,
# 304, 306, 339, 342, 367), stop 44's rules those of blind253, 376, 408, 424 and 431. A
# corpus with none has no entry, whatever the comments below tell of its history.
KNOWN_FALSE_PRICES: dict[str, int] = {
    # stop 25's first round, scored on stop 24's final code, then tuned on: JSON-LD holding a
    # cheaper alternative part beside the chosen vehicle's (blind229); JSON-LD in euros, the
    # amount the page restates "env. 1 330,00 €" beside its francs, and a phone sold only with
    # a contract whose JSON-LD holds the device's 1,00 € (blind230)
    "blind230": 1,
    # (prices in shoppers' reviews, blind232, 245 and 257's five, were mended in stop 35: a
    # review's block is a side block by its class, "review__body", "reviews-list")
    # stop 27's second round (blind247-250), scored on the code after the first, then tuned
    # on: "kr." on a Danish shop's Icelandic storefront ("/is/", a language or a country)
    # read as the krone (blind250)
    "blind250": 1,
    # stop 27's third round: a renewed phone's page where "Buy new: $599.00" was read over
    # the split renewed price, JSON-LD on the new condition beside the open-box offer the URL
    # chooses (blind253); a crossed-out list price with no label read over the price, JSON-LD
    # on the colour the URL does not choose, JSON-LD holding the net price that a tier table
    # prints beside the gross (blind254; the renewed phone mended in stop 44: a page titled
    # for the renewed or open-box item takes that offer's price)
    "blind253": 1,
    "blind254": 1,
    # stop 27's fourth round: the cheapest of a marketplace's offer summaries ("£379.00 (3
    # used & refurbished offers)") on a page with no featured offer (blind255); stale JSON-LD
    # holding the full price beside a sale (blind258)
    "blind255": 1,
    "blind258": 1,
    # stop 28's round: JSON-LD holding the base size's price ("fr. 1 499 kr") beside the
    # dearer size the URL chooses (blind262; "fr." is also the Swiss franc's sign)
    "blind262": 1,
    # stop 28's round R: the lowest of a marketplace's offers on a page with no featured offer,
    # read from the screen reader's copy inside the price set aside (blind263; setting such
    # copies aside with their wrapper made 61 labelled pages worse, and was taken back)
    "blind263": 1,
    # stop 29's round T: a discontinued product's page printing only its successor's price
    # (blind272), an auction's postage (blind273), an amount in a buyer's question on an
    # auction ("would you take $200 for buy now?", blind275)
    "blind272": 1,
    # stop 31's round V: a related product named in the description of a coming-soon toy
    # whose price is not announced ("함께 보면 좋은 상품: … 29,000원", blind281); JSON-LD in
    # the base store's USD on a Canadian page whose "$" is drawn by CSS alone (blind282)
    "blind281": 1,
    "blind282": 1,
    # stop 33's round Y: Bulgaria's leva beside euros on a 2025 page read as its euros
    # (blind292); a rewards line "Earn $10 … Cash" by a range with no variant chosen, and a
    # B2B page whose JSON-LD holds the price before tax its headline prints (blind293); a
    # used car's yearly road tax beside "POA" (blind294); two listings led by one hero card, a
    # "product of the month" and a flash deal (blind295); a used offer the URL chooses among
    # offers "from" cheaper (blind297); a 2000s page whose accessory link lies nearer the title
    # than its price, a price only in a chosen <option>'s label beside stale OpenGraph, an
    # auction's "Aktualna cena" (blind298)
    "blind292": 1,
    "blind293": 2,
    "blind295": 2,
    "blind297": 1,
    # stop 33's round Z: a Shein-like page whose price is classed "from" beside a coupon's
    # price "Prix avec code -15% : 15,29€", and a Russian marketplace's points for a review
    # ("Баллы за отзыв 150 ₽") (blind301); a cable sold by the metre read as its minimum
    # order's total (5 m, € 6,45) (blind302); another model's price in a model
    # selector the URL's "?mc=" chooses among (blind303)
    "blind301": 1,
    "blind302": 1,
    # stop 33's round AA: a Mexican TV's e-wallet cashback read as its price, and an
    # exchange or AppleCare amount on an iPhone range with no variant chosen (blind304); a
    # store card's extra-15% price in a "card-promo" block, a curtain configurator's measuring
    # fee (blind305); an auction's next-bid button (blind306); a book's list price that
    # OpenGraph and the details list repeat beside its sale price, and a figure's shipping fee
    # (SF Express HK$30) beside a member price (blind307)
    "blind305": 1,
    # stop 26's second round (blind239-242), scored on the code after the first, then tuned
    # on (cards, multi-buys, stock and item-number words): structured data on the default colour or
    # length beside the variant the URL chooses in the page's own words ("?color=navy" and
    # "紺") (blind240; a pack's price per piece "(€ 3,12 / stuk)" read as the price, mended in
    # stop 43); JSON-LD in dollars on a page printing its quetzal price with the bare "Q"
    # (blind241)
    "blind240": 1,
    "blind241": 1,
    # stop 24's last round, scored on the stop's final code and kept untuned: a price a page
    # prints rounded ("75 kr") against its microdata's 74.85 (blind223); structured data
    # holding a quantity tier's price, a "from" price written with "〜" before its number
    # (blind224); a combo offer's price beside "Giá: Liên hệ" (blind225)
    "blind223": 1,
    "blind224": 2,
    "blind225": 1,
    # stop 23's last round, scored on the stop's final code and kept untuned: a price split into
    # one span per digit beside a bulk price, a bank card's "effective price", an instalment
    # beside stale JSON-LD (blind207); stale JSON-LD equal to a tier price (blind208); a
    # "Normal" price in JSON-LD beside "Precio Internet", a "from" phrase before its number
    # (blind210)
    "blind207": 1,
    "blind210": 1,  # (the "from" phrase mended in stop 52)
    # a Brazilian Pix price in JSON-LD with the card's instalment total beside it
    "blind193": 1,
    "blind14": 1,
    "blind15": 1,
    "blind16": 1,
    "blind19": 1,
    "blind57": 1,
    "blind58": 1,
    "blind60": 1,
    "blind62": 1,
    "blind71": 2,
    "blind82": 1,
    "blind92": 1,  # a range's options <legend> naming the larger sizes' price
    "blind125": 2,  # stale pre-sale JSON-LD, a gift card's amount, a range's upper end
    "blind130": 1,  # a bulk price, a copy levy, a listing's OpenGraph price
    "blind145": 1,  # "$" on a Uruguayan shop read as the dollar of its JSON-LD
    # stale JSON-LD on a sold-out page and on a flash sale, a basket price everyone gets, a
    # range split over two elements
    "blind146": 2,
    "blind147": 1,  # "$" read as the Canadian dollar of a JSON-LD in CAD on a US page
    "blind157": 1,  # a basket price ("Sepette %20") the label takes, JSON-LD the one before it
    "blind171": 1,  # "〜 ¥3,980" before a marketplace's "7 offers" link: read as the price
    "blind173": 1,  # JSON-LD's net price beside prices printed with no currency at all
    "blind182": 1,  # the URL's size ("mini") against JSON-LD and "Pełny rozmiar:", the other's
    # a shop's own member price ("bbstar price ₹470") under the price row; a group-buy
    # marketplace's price paid alone, read as the price where the page's writer took the
    # group's (stop 27: two other writers took the price paid alone on such pages)
    "blind184": 2,
    # stop 34's round AB (blind308-315), scored on be417e3b, then tuned on: a Brazilian
    # shop's Pix price in JSON-LD and as the page's big number, where the writer labels the
    # card price, as the conventions say of a way of paying's price (blind309). Stop 34
    # mended false prices of rounds Y, Z and AA (blind298, 301, 304, 305, 307) and lowered
    # counts earlier stops had mended without lowering (blind13, 67, 130, 146, 207, 208,
    # 254, 271, 273): each count is the false prices left.
    "blind309": 2,
    # stop 34's round AC (blind316-321), scored on cf2ee500, then tuned on: a Serbian
    # auction's "Trenutna cena" (current price) and a net price in OpenGraph beside a gross
    # one both labelled with tax words (blind316); a Russian card price in JSON-LD, a category
    # page's figure in its text, a Montenegrin instalment price in JSON-LD (blind318; the
    # card price mended in stop 35); a store card's price in JSON-LD (blind319). Stop 35
    # mended blind319's collection filter ("The highest price is $40.00") and the category
    # listings of blind265, 278 and 321 (their cards' buttons nested five levels deep).
    "blind316": 1,
    "blind318": 2,
    "blind319": 1,
    # (stop 35's round AD, blind322-329, scored on c99183cd, left one: a Japanese bookshop's
    # OpenGraph price before tax, "本体¥2,700" beside "価格 ¥2,970", on an old table layout
    # whose breadcrumb trail gave the title; stop 36 mended it, and with round AE's rules
    # blind108's tier price, blind124's sale variant, blind275's buyer's question and
    # blind298's auction price.)
    # stop 36's round AF (blind338-343), gated at the stop's end with little tuning: Pix
    # prices in structured data beside the card price the labels take (blind338: a rule for
    # them made three older pages worse, whose writers labelled the Pix price), a per-m²
    # price in JSON-LD (blind338); a three-decimal dinar's province fee and a Libyan dinar
    # read as 1.850 (blind339); a Lao kip amount and an Indian hair oil's other size
    # (blind340); a B2B page's tip prices under a login notice (blind342)
    "blind338": 2,
    "blind339": 1,
    "blind340": 2,
    # (Bulgarian pages labelled in lev beside the euro, blind15, 96, 354, 362, 366 and 371,
    # were mended in stop 42: each prints the euro in an element named for the euro beside a
    # lev price in one that is not, "<span class=price-eur>", the conversion.)
    # stop 39's round AJ: a wine's next vintage "disponibile dal 1° marzo a 26,90 €" beside
    # this vintage's 24,50 € (blind367)
    # stop 40's round AK: structured data holding the regular price (通常価格 ¥2,990) beside a
    # limited-time ¥1,990 that a card in a rail repeats (blind369)
    "blind369": 1,
    # stop 40's round AL: tyres and brake discs, labelled per tyre and per pair where the page
    # prints both and structured data (or the quantity field) takes the set (blind378; blind376's
    # "4 шт.:" total mended in stop 44; a pair of brake discs, "289,99 zł / komplet (2 szt.)",
    # read at one disc's price until stop 52)
    "blind378": 1,
    # stop 41's round AM: a rental page whose only prices are per month, structured data
    # holding the monthly rent (blind381); a Nicaraguan page printing córdobas and dollars,
    # its structured data in dollars (blind382, mended by stop 52); a gift card's face value
    # in OpenGraph beside its selling price (blind385)
    "blind381": 1,
    "blind385": 1,
    # stop 41's round AN: a sold-out dress whose stale JSON-LD price the page prints nowhere
    # near its "Нет в наличии" (blind389); a subscribe-and-save price chosen by default, a
    # coupon's "到手价" given as the price by JSON-LD and in bigger type (blind391; a
    # discontinued grinder's stale JSON-LD price, mended in stop 43)
    "blind389": 1,
    "blind391": 2,
    # (stop 41's round AO, gated untuned with 7 false prices in blind393-395, was mended in
    # stop 42: per-metre prices, a successor's price, an app-only price, a MAP page, a lev
    # page, Panama's "B/." beside JSON-LD in dollars.)
    # (stop 42's round AP's Korean option surcharge, blind399, was mended in stop 43.)
    # (stop 42's round AR, gated nearly untuned, was mended in stop 43 but for a Hungarian
    # phone whose URL picks the blue variant, read at the black one's price where
    # WooCommerce's variation box prints the blue one's, blind408: mended in stop 44.)
    # stop 43's round AS: complete glasses whose JSON-LD gives the frame alone ("Fassung
    # einzeln 149,– €" above "Komplettpreis 399,– €") (blind416)
    "blind416": 1,
    # (stop 43's round AT: a Bangladeshi laptop's "Cash Discount Price", given by JSON-LD and
    # printed first, where a note says online orders pay the regular price (blind418); mended
    # by stop 52)
    # (stop 43's round AU left a Hong Kong card price read beside the cash price the label
    # takes, blind424; round AV a Vietnamese auction's bid under a label no rule knew and a
    # discontinued heat pump's successor price in "Utgått – … ersatts av NV-12 (18 990 kr)",
    # blind431: stop 44 mended all three, "現金價", "Giá hiện tại", "ersatts av".)
    # (stop 45's round BB, gated untuned: a Serbian auction's bid and a Danish speaker's
    # successor (blind462), an Irish radiator's successor (blind465); stop 46 mended all three)
    # (stop 46's round BF, gated untuned: an Icelandic page's installation fee, a Nigerian
    # auction's starting bid (blind482), a Thai successor's price (blind483), a Slovak
    # pallet's deposit (blind484); stop 47 mended all four)
    # stop 47's round BI: an Icelandic knitting kit's price ("Prjónapakki með uppskrift og
    # lopa: 12.900 kr.") in a line of its own under the sweater's table (blind497)
    "blind497": 1,
    # (stop 47's round BJ: JSON-LD on a Japanese drill's body alone ("本体のみは¥24,800" in the
    # description) where the URL chooses the battery set (blind504); mended by stop 52)
    # stop 48's round BL: a Bulgarian marketplace's "189,00 лв." with "96,63 €" beside it, the
    # page saying it charges in leva (blind515); since 2026-01-01 the euro is read as the price
    "blind515": 1,
    # stop 50's round BR: a cheese shop's category grid whose cards all link to "#" (the grid
    # rule wants four links of their own), its first card's price read (blind553)
    "blind553": 1,
    # stop 50's round BS: a Magento box's excl.-VAT price in a wrapper named for no tax, JSON-LD
    # ex VAT agreeing with it (blind556)
    "blind556": 1,
    # stop 50's round BT: an Indonesian page labelled 349000 minor units for "Rp349.000" (the
    # label drops IDR's two decimals; we read 34900000, which is right) (blind561); a Bengali
    # bKash cashback's "effective" price, "কার্যত ৳ ১১,৮৭৫", read as the price (blind563)
    "blind561": 1,
    "blind563": 1,
    # a Bulgarian DIY shop printing leva and euros, labelled in leva (we read the euros, the
    # country's currency since 2026) (blind578)
    "blind578": 1,
    # stop 52's round CB: a tile's box priced only in words ("سعر الكرتونة ٦١٧٫٧٦ ج.م") beside
    # JSON-LD holding the price per m² (blind608)
    "blind608": 1,
    # (stop 53's round CC left blind616 one: an old price before the new one, told apart only
    # by hashed classes, "oLdPrC", "nOwPrC"; stop 54 crosses out the dearer of two bare prices
    # alone in the title's box)
    # stop 54's round CI: a marketplace page with no featured offer, only a list of sellers'
    # offers, the used one read as its price ("Ginamit – Maganda · ₱1,350.00") (blind651); a
    # sold-out perfume's page naming another size's price in a sentence ("Our everyday Mānuka
    # EDP 30ml is NZ$89.00") (blind653)
    "blind651": 1,
    "blind653": 1,
    # stop 53's round CE: a Georgian marketplace's selected "ახალი — 349 ₾" (new) offer, read
    # as a range's end after its dash, beside the regular price (blind627)
    "blind627": 1,
    # (stop 52 mended blind579's successor, priced in the line after "البديل الجديد:"; with
    # round BX's rules blind34, 72, 94, 166, 294, 316, 338, 382, 418 and 504 lost a false
    # price each, and their counts were lowered)
    # stop 55: a live-bait page's "½ liter: € 2,95" (another size, its measure a fraction) over
    # the litre's € 4,95
    "blind677": 1,
    # stop 55: a category listing of rings (no pictures) whose first live card's price is read
    "blind683": 1,
    # stop 56's round CS: a walnut speaker's stale OpenGraph price is the black one's, printed as
    # that colour's line ("Svart utförande 4 295 kr") beside the sale price (blind700)
    "blind700": 1,
    # stop 56's round CT: the same on a Filipino earbud's page ("Kulay: Itim ₱3,299.00 ·
    # Puti", blind706); a French marketplace's default seller's price in JSON-LD beside the
    # offer the URL selects (blind709)
    "blind706": 1,
    "blind709": 1,
    # stop 56's round CU: a Kuwaiti headphone's page printing the black one's price as "الأسود:
    # 84.900 د.ك" beside the sand one's, its stale JSON-LD the black one's (blind712)
    "blind712": 1,
    # stop 60's round DG: a tool hire's page whose per-day rate is the price, the rates for a
    # weekend and a week listed under it (blind774)
    "blind774": 1,
    # stop 60's round DH: a Jordanian classified's "8,750 دينار" (whole dinars, a comma grouping
    # them) read as 8.750 with the dinar's three decimals (blind783)
    "blind783": 1,
    # stop 60's round DI: a Korean marketplace's option the URL chooses ("opt=2", 2TB at
    # +60,000원) beside the base price in a table cell labelled as the price (blind787)
    "blind787": 1,
    # stop 61's round DJ: a timber merchant's page whose one price per piece is classed
    # "line-through" (crossed out by its style), read as a former price, the price per metre
    # under it taken (blind798)
    "blind798": 1,
    # stop 61's round DL: an Indonesian marketplace's former price beside a discount badge, its
    # strike drawn by a hashed class with no stylesheet rule in the page (blind815)
    "blind815": 1,
    # stop 61's round DM, a first run left as it was scored: a Korean member's price, a
    # Norwegian jumper's other size (blind817); an Argentine price per box against the square
    # metre (blind818); a Lithuanian auction's bid (blind819)
    "blind817": 2,
    "blind818": 1,
    "blind819": 1,
}
DEFAULT_FLOORS = (0.98, {"stock": (0, 0.95), "sku": (0, 0.95)})


def _expected(corpus: str) -> dict[str, dict]:
    return json.loads((CORPORA / corpus / "expected.json").read_text("utf-8"))


def _tally(corpus: str) -> tuple[int, int, int, list[str], list[tuple[object, object, object]]]:
    """Price tp/fp/fn and missed pages like the benchmark, plus (field, want, got) side rows."""
    tp = fp = fn = 0
    misses: list[str] = []
    side: list[tuple[object, object, object]] = []
    for name, case in sorted(_expected(corpus).items()):
        result = extract((CORPORA / corpus / name).read_bytes(), case["url"])  # URL only
        main = result.main
        got = None if main is None else {"minor": main.price_minor, "currency": main.currency}
        want = case["price"]
        if "stock" in case:
            side.append(("stock", case["stock"], result.availability))
        if "sku" in case:
            side.append(("sku", case["sku"], result.item.sku if result.item else None))
        if got == want:
            tp += want is not None
            continue
        misses.append(f"{name}: want {want} got {got}")
        fp += got is not None
        fn += want is not None
    return tp, fp, fn, misses, side


@pytest.mark.parametrize("corpus", NAMES)
def test_corpus_is_large_varied_and_complete(corpus: str) -> None:
    expected = _expected(corpus)
    files = {p.name for p in (CORPORA / corpus).glob("*.html")}
    assert len(files) >= 45
    assert files == set(expected), files ^ set(expected)
    currencies = {c["price"]["currency"] for c in expected.values() if c["price"]}
    assert len(currencies) >= MIN_CURRENCIES.get(corpus, 12), currencies
    assert sum(c["price"] is None for c in expected.values()) >= 5


@pytest.mark.parametrize("corpus", NAMES)
def test_scores_on_the_blind_corpus(corpus: str) -> None:
    # A wrong price signed into a receipt is worse than no price: no false price at all.
    # The extractor's rules were later tuned with this corpus in view (the floors are what it
    # scored then), so it is a regression gate now, no longer an unseen-page estimate.
    tp, fp, fn, misses, side = _tally(corpus)
    recall_floor, fields = FLOORS.get(corpus, DEFAULT_FLOORS)
    assert fp <= KNOWN_FALSE_PRICES.get(corpus, 0), misses
    assert tp / (tp + fn) >= recall_floor, misses
    for field, (allowed, f1_floor) in fields.items():
        none = "unknown" if field == "stock" else None
        rows = [(w, g) for f, w, g in side if f == field]
        hit = sum(w == g and w != none for w, g in rows)
        wrong = sum(w != g and g != none for w, g in rows)
        missed = sum(w != g and w != none for w, g in rows)
        f1 = 2 * hit / (2 * hit + wrong + missed)
        assert wrong <= allowed and f1 >= f1_floor, (field, hit, wrong, missed)


def _page(body: str, title: str = "<h1>Oak Table</h1>") -> str:
    return (
        "<html><body><header><a href='/cart'>Cart</a></header><main>"
        f"{title}{body}<button>Add to cart</button></main></body></html>"
    )


# The general rules the blind corpus taught, checked on markup it does not contain.
@pytest.mark.parametrize(
    ("url", "body", "want"),
    [
        # member, loyalty and coupon prices are not the price everybody pays
        (
            "https://x.com.au/p",
            '<p class="price">$20.00</p><div class="member-price">Members: $18.00</div>',
            (2000, "AUD"),
        ),
        ("https://x.co.uk/p", '<p class="price">Members only £32.00</p>', None),
        # quantity tiers, add-ons, amounts off
        (
            "https://x.it/p",
            '<p class="price">4,00 €</p><p>Acquista 3 a 3,50 € cad.</p>',
            (400, "EUR"),
        ),
        (
            "https://x.co.uk/p",
            '<p class="price">£38.00</p><label><input type="checkbox"> Gift wrap £5.00</label>'
            "<p>£5 off with code</p>",
            (3800, "GBP"),
        ),
        # a struck price inside a plain wrapper, a price beside one in the same element
        (
            "https://x.co.uk/p",
            '<div class="line"><s>£45.00</s></div><div class="line">£38.00</div>',
            (3800, "GBP"),
        ),
        ("https://x.co.uk/p", '<div class="price"><del>£45.00</del> £38.00</div>', (3800, "GBP")),
        # a number spread over spans next to a lone sign
        (
            "https://x.co.uk/p",
            '<div class="box"><span>£</span><span>4</span><span>.50</span> '
            "<span>was £6.00</span></div>",
            (450, "GBP"),
        ),
        # "per pack" names the unit sold; "per m²" is a unit price
        ("https://x.co.uk/p", '<p><span class="price">£32.00</span> per pack</p>', (3200, "GBP")),
        ("https://x.co.uk/p", '<p><span class="price">£32.00</span> per m²</p>', None),
        # the rand's "R" only where the shop is South African; a bare amount only by the TLD
        ("https://x.co.za/p", '<p class="price">R 1 299</p>', (129900, "ZAR")),
        ("https://x.com/p", '<p class="price">R 200</p>', None),
        ("https://x.com/p", '<p class="price">4.50</p><p>Was $6.00</p>', None),
        ("https://x.com.au/p", '<p class="price">4.50</p><p>Was $6.00</p>', (450, "AUD")),
        # blind8/blind9 rounds: a recommended retail price by its local name, a number after
        # the price its wrapper reads, a recycling fee, a net price labelled in its own text
        (
            "https://x.be/p",
            '<div class="price-box">Prix conseillé € 79,-<b class="price-box__now">69,-</b></div>',
            (6900, "EUR"),
        ),
        (
            "https://x.ch/p",
            '<div class="price">CHF 249.–</div><div class="price-fee">TAR CHF 6.00 incluse</div>',
            (24900, "CHF"),
        ),
        (
            "https://x.com.ar/p",
            '<div class="price">$ 12.999</div>'
            '<p class="price-note">Precio sin impuestos nacionales: $ 10.743</p>',
            (1299900, "ARS"),
        ),
        # a card price whose label follows it; the next price's label is its own
        (
            "https://x.cl/p",
            '<ul class="prices"><li><span class="price">$ 9.990</span><span>Precio con tarjeta'
            ' Club</span></li><li><span class="price">$ 10.990</span><span>Precio web</span>'
            "</li></ul>",
            (10990, "CLP"),
        ),
        # the former price drawn small, the price to pay big and red; an Arabic percent sign
        (
            "https://x.com.ua/p",
            '<div class="product-price"><p class="product-price__small">1 299 ₴</p>'
            '<p class="product-price__big product-price__big-red">999 ₴</p></div>',
            (99900, "UAH"),
        ),
        (
            "https://x.com.eg/p",
            '<div class="price"><span class="price__now">٩٩٩٫٠٠ جنيه</span>'
            '<span class="price__badge">١٠٪-</span></div>',
            (99900, "EGP"),
        ),
        ("https://x.com/p", '<p class="price">999 جنيه</p>', None),
        # blind10/blind11 rounds: the dinar with a hamza, instalments and savings in Dutch and
        # Czech, a card discount in Korean, points and what they are worth, a price for those
        # who join, an original price named only for screen readers
        ("https://x.jo/p", '<p class="price">12.500 د.أ</p>', (12500, "JOD")),
        (
            "https://x.nl/p",
            '<p class="price">€ 899,-</p><p class="in3">Of betaal in 3 termijnen van € 299,67</p>',
            (89900, "EUR"),
        ),
        (
            "https://x.cz/p",
            '<p class="price">12 990 Kč</p><p class="price-save">Ušetříte 2 000 Kč</p>'
            '<p class="price-month">nebo 1 083 Kč/měsíc</p>',
            (1299000, "CZK"),
        ),
        (
            "https://x.co.kr/p",
            '<p>판매가 <strong class="price">59,000원</strong></p>'
            '<p>카드할인가 <span class="price">56,640원</span></p>',
            (59000, "KRW"),
        ),
        (
            "https://x.jp/p",
            '<p class="price">￥54,800</p><p class="point-line">548ポイント（￥548相当）</p>',
            (54800, "JPY"),
        ),
        (
            "https://x.com.au/p",
            '<div class="price">$129.00</div><div class="price first-price">Club price $119.00'
            " Join now</div>",
            (12900, "AUD"),
        ),
        (
            "https://x.se/p",
            '<p class="pdp-price"><span>1 299 kr</span> <span aria-label="Ursprungligt pris'
            ' 1 599 kr">1 599 kr</span></p>',
            (129900, "SEK"),
        ),
        # a label with its own value is no label of the next price; a script hook id
        (
            "https://x.jp/p",
            "<div><span>メーカー希望小売価格：オープン価格</span></div>"
            '<div class="price"><span class="price__now">￥32,800</span></div>',
            (32800, "JPY"),
        ),
        (
            "https://x.jp/p",
            '<span id="js_unitPrice" class="productPrice">￥32,800</span>',
            (32800, "JPY"),
        ),
        # "$" on a .com: a locale setting of the page names the country, else nobody knows
        (
            "https://x.com/p",
            '<p class="price">$24.99</p><script>var cfg = {"locale": "en-US"};</script>',
            (2499, "USD"),
        ),
        (
            "https://x.com/p",
            '<p class="price">$24.99</p><script>var l = ["en-US", "en-CA"];'
            ' var a = {"locale": "en-US"}, b = {"locale": "en-CA"};</script>',
            None,
        ),
        # blind12/blind13 rounds: the CFA franc by country; fees, surcharges and prices per
        # m² or per metre; a limited-time price is no list price; more conditional prices
        ("https://x.sn/p", '<p class="price">24 900 FCFA</p>', (24900, "XOF")),
        ("https://x.com/p", '<p class="price">24 900 FCFA</p>', None),
        (
            "https://x.pt/p",
            '<div class="price">54,99 €</div><div class="price-eco">Inclui ecovalor de 0,25 €</div>'
            "<p>Afinação de cor em loja: +2,00 €</p>",
            (5499, "EUR"),
        ),
        (
            "https://x.com.tr/p",
            '<div class="price">871,43 TL</div><div class="price-m2">m² fiyatı: 389,90 TL</div>',
            (87143, "TRY"),
        ),
        (
            "https://x.nl/p",
            '<div class="price">€ 24,99</div><div class="price-unit">€ 1,00 per meter</div>'
            '<div class="price-pas">Met de voordeelpas: € 22,49</div>',
            (2499, "EUR"),
        ),
        (
            "https://x.jp/p",
            '<div class="price"><div class="flag">期間限定価格 11/27〜12/3</div>'
            '<p class="price-text">¥1,290</p><p><s>¥1,990</s></p></div>',
            (1290, "JPY"),
        ),
        (
            "https://x.co.kr/p",
            '<dl><dt>판매가</dt><dd class="price">1,290,000원</dd><dt>카드</dt>'
            '<dd class="price">1,225,500원 (삼성카드 5%)</dd></dl>',
            (1290000, "KRW"),
        ),
        (
            "https://x.co.th/p",
            '<div class="price">฿32,990</div><div class="price-save">ประหยัด ฿4,000</div>',
            (3299000, "THB"),
        ),
        # a price for one way of paying, named only by its class (the words are unknown)
        (
            "https://x.com.ar/p",
            '<div class="price">$54.990</div>'
            '<div class="payment-discount-price">$49.491 sa xyzabc</div>',
            (5499000, "ARS"),
        ),
        # blind14/blind15 rounds: the leu and the mark by country; free delivery and Omnibus
        # lines in more languages; savings; a price with cents and no sign anywhere
        ("https://x.md/p", '<div class="price">12 999 lei</div>', (1299900, "MDL")),
        ("https://x.ro/p", '<div class="price">12 999 lei</div>', (1299900, "RON")),
        ("https://x.ba/p", '<div class="price">549,00 KM</div>', (54900, "BAM")),
        ("https://x.com/p", '<div class="price">549,00 KM</div>', None),
        (
            "https://x.hr/p",
            '<ul class="usp"><li>Besplatna dostava iznad 50 €</li></ul>'
            '<div class="price">249,00 €</div>'
            '<p class="omnibus">Najniža cijena u zadnjih 30 dana: 269,00 €</p>',
            (24900, "EUR"),
        ),
        (
            "https://x.hu/p",
            '<p class="price">59.990 Ft</p>'
            '<p class="price-lowest">Az elmúlt 30 nap legalacsonyabb ára: 62.990 Ft</p>',
            (5999000, "HUF"),
        ),
        (
            "https://x.ro/p",
            '<div class="price">1 299 lei</div><div class="price-save">Economie 300 lei</div>',
            (129900, "RON"),
        ),
        (
            "https://x.nl/p",
            '<div class="product-price"><span class="product-price__euro">12</span>'
            '<span class="product-price__cents">,49</span></div>',
            (1249, "EUR"),
        ),
        # review of stop 10: cue words must not match inside ordinary words near a price
        ("https://x.sa/p", '<p class="price">متوفر 199 ر.س</p>', (19900, "SAR")),
        ("https://x.de/p", '<p class="price">Asparagus 2,99 €</p>', (299, "EUR")),
        ("https://x.de/p", '<p class="price">MacBook Air M2 Preis: 1.199 €</p>', (119900, "EUR")),
        ("https://x.in/p", '<p class="price">₹499 निःशुल्क डिलीवरी</p>', (49900, "INR")),
        ("https://x.jp/p", '<p class="price">¥3,980</p><p>39ポイント獲得</p>', (3980, "JPY")),
        ("https://x.fr/p", '<p class="price">Canal+ 9,99 €</p>', (999, "EUR")),
        (
            "https://x.se/p",
            '<p class="price">1 299 kr</p><p class="note">Leverans tar 1-3 dagar</p>',
            (129900, "SEK"),
        ),
        # structured data of another size, shown only on that size's link: the page's price
        (
            "https://x.co.uk/paint-2-5l",
            '<script type="application/ld+json">{"@context": "https://schema.org", "@type":'
            ' "Product", "name": "Oak Table", "offers": {"@type": "Offer", "price": "36.00",'
            ' "priceCurrency": "GBP"}}</script><span class="price-now">£22.00</span>'
            '<ul class="sizes"><li><a href="/paint-1l">1L <span>£12.00</span></a></li>'
            '<li><a href="#">2.5L <span>£22.00</span></a></li>'
            '<li><a href="/paint-5l">5L <span>£36.00</span></a></li></ul>',
            (2200, "GBP"),
        ),
        # blind16/17: "with delivery from" labels the next price, not the one before it
        (
            "https://x.pl/p",
            '<div class="price">1 249,00 zł</div><div>z dostawą od 1 258,99 zł</div>'
            "<div>zapłać w 10 ratach x 124,90 zł</div>",
            (124900, "PLN"),
        ),
        # … while a price with delivery in it is still not the main price beside another
        (
            "https://x.pl/p",
            '<div class="price">1 249,00 zł</div><div class="price">1 258,99 zł</div>'
            "<div>z dostawą</div>",
            (124900, "PLN"),
        ),
        # financing terms: the total payable is no price
        (
            "https://x.de/p",
            '<div class="price">279,00 €</div><p class="price-note">Effektiver Jahreszins'
            " 0,00 %, Gesamtbetrag 279,12 €.</p>",
            (27900, "EUR"),
        ),
        # a net price beside its gross: the consumer pays the gross
        (
            "https://x.cl/p",
            '<div class="b"><div class="price-extra">Precio neto empresas: $42.008 + IVA</div>'
            '</div><div><div><div><span class="selling-price">$ 49.990</span></div></div></div>',
            (49990, "CLP"),
        ),
        # … not the net weight
        ("https://x.cl/p", '<div class="price">Peso neto 500 g $ 2.990</div>', (2990, "CLP")),
        # "¥89,900〜": from that price up, no price for the product
        ("https://x.jp/p", '<div class="price">¥89,900〜（税込）</div>', None),
        ("https://x.jp/p", '<div class="price">¥89,900（税込）</div>', (89900, "JPY")),
        # a free-shipping threshold in Chinese: "滿 HK$500 免運費"
        (
            "https://x.hk/p",
            '<div class="price-note">滿 HK$500 免運費</div><div class="price">HK$1,199.00</div>',
            (119900, "HKD"),
        ),
        # structured data of a variant whose label is not the checked one
        (
            "https://x.sg/p",
            '<script type="application/ld+json">{"@context": "https://schema.org", "@type":'
            ' "Product", "name": "Oak Table", "offers": {"@type": "Offer", "price": "1549.00",'
            ' "priceCurrency": "SGD"}}</script><div class="price">S$1,849.00</div>'
            '<input type="radio" id="o1" name="v"><label for="o1">Small'
            ' <span class="option-price">S$1,549.00</span></label>'
            '<input type="radio" id="o2" name="v" checked><label for="o2">Large'
            ' <span class="option-price">S$1,849.00</span></label>',
            (184900, "SGD"),
        ),
        # a percent written before its number ("%30 İndirim") is no unit of the price before
        (
            "https://x.com.tr/p",
            '<div class="price-box"><span class="price-old">₺4.999,00</span>'
            ' <span class="price">₺3.499,00</span> %30 İndirim</div>',
            (349900, "TRY"),
        ),
        # a discount-code price in Polish; instalments and cash back in Arabic
        (
            "https://x.pl/p",
            '<div><span class="price">2 199,00 zł</span></div><div><span>Cena z kodem</span>'
            ' <strong class="price">1 999,00 zł</strong></div>',
            (219900, "PLN"),
        ),
        (
            "https://x.ae/p",
            '<div class="price-extra">أو قسّمها على 4 دفعات بدون فوائد بقيمة 87.25 د.إ. مع tabby'
            '</div><div class="price-extra">احصل على استرداد نقدي 17.45 د.إ.</div>'
            '<span class="price">349.00 د.إ.</span>',
            (34900, "AED"),
        ),
        # "Save 30%" labels its percent; the price after it is the price
        (
            "https://x.co.uk/p",
            '<div class="pdp-price"><span class="badge">Save 30%</span>'
            '<span class="pdp-price__current">£34.99</span> Was <s>£49.99</s></div>',
            (3499, "GBP"),
        ),
        (
            "https://x.co.uk/p",
            '<p class="price">£34.99</p><p>Save <b>£15.00</b></p>',
            (3499, "GBP"),
        ),
        # blind18: unit prices by their compound names, a shipping price in its own line
        (
            "https://x.com.au/p",
            '<div class="cx-price-info">Price per m: $16.21</div><div class="price">$38.90</div>',
            (3890, "AUD"),
        ),
        (
            "https://x.dk/p",
            '<span class="amount">249,95 kr.</span><p class="wc-line">Literpris: 99,98 kr.</p>',
            (24995, "DKK"),
        ),
        (
            "https://x.co.uk/p",
            "<p>Express delivery to Kuwait: 3–5 working days, KWD 3.500</p>"
            '<span class="text-3xl">KWD 38.500</span>',
            (38500, "KWD"),
        ),
        # test ids name what utility classes do not: the current price and the former one,
        # beside a stale structured price
        (
            "https://x.se/p",
            '<script type="application/ld+json">{"@context": "https://schema.org", "@type":'
            ' "Product", "name": "Oak Table", "offers": {"@type": "Offer", "price": "1499.00",'
            ' "priceCurrency": "SEK"}}</script><div data-testid="pdp-price">'
            '<span class="text-3xl font-bold" data-testid="pdp-price-current">1 299 kr</span>'
            '<span class="text-base" data-testid="pdp-price-was">1 799 kr</span></div>',
            (129900, "SEK"),
        ),
        (
            "https://x.co.id/p",
            '<div class="css-1x" data-testid="lblPDPDetailProductPrice">Rp5.799.000</div>'
            '<span class="css-2y" data-testid="lblPDPDetailProductSlashPrice">Rp6.999.000</span>',
            (579900000, "IDR"),
        ),
        # blind19: net prices in Hungarian and Arabic, a Swedish quantity tier, a free-shipping
        # threshold in a long line, a Brazilian "de … por …" pair by its class
        (
            "https://x.hu/p",
            '<ul class="list-unstyled"><li>Nettó ár: 19 677 Ft</li></ul>'
            "<div><div><h2>24 990 Ft</h2></div></div>",
            (2499000, "HUF"),
        ),
        (
            "https://x.om/p",
            '<ul class="list-unstyled"><li>السعر بدون ضريبة: 43.571 ر.ع.</li></ul>'
            "<div><div><h2>45.750 ر.ع.</h2></div></div>",
            (45750, "OMR"),
        ),
        (
            "https://x.se/p",
            '<div class="bulk">Köp 50 st eller fler: 84,90 kr/st</div>'
            '<p class="prices"><span class="visually-hidden">Ordinarie pris</span>'
            '<span class="product-price">89,90 kr</span></p>',
            (8990, "SEK"),
        ),
        (
            "https://x.it/p",
            '<div class="ship">Spedizione gratuita per ordini superiori a 59 €</div>'
            '<div><div><div><span class="amount">89,90 €</span></div></div></div>',
            (8990, "EUR"),
        ),
        (
            "https://x.com.br/p",
            '<div class="precoDe">de R$ 259,90</div><div class="precoPor">por R$ 189,90</div>',
            (18990, "BRL"),
        ),
        # review of this stop's rules: hostile pages where a new rule would misread a price
        ("https://x.co.uk/p", '<div class="x">£189.00 ex VAT</div>', None),
        (
            "https://x.com.br/p",
            '<div class="preco-de-venda">R$ 189,90</div>'
            '<div class="kit"><span>Leve 2 por R$ 349,90</span></div>',
            (18990, "BRL"),
        ),
        (
            "https://x.co.uk/p",
            '<p class="price">Shipping calculated at checkout. Price: £49.99</p>'
            '<p>Gift box <span class="price">£54.99</span></p>',
            (4999, "GBP"),
        ),
        (
            "https://x.pt/p",
            '<p class="preco">Envio em 24h para todo o país · Preço 49,99 €</p>'
            '<p>Com caixa de oferta: <span class="preco">54,99 €</span></p>',
            (4999, "EUR"),
        ),
        (
            "https://x.hu/p",
            '<div class="v1"><span>Nettó 250 g</span> <span class="price">1 990 Ft</span>'
            '</div><div class="v2"><span>Kiszerelés 300 g</span> <span class="price">2 390 Ft'
            "</span></div>",
            None,
        ),
        ("https://x.hu/p", '<div class="price">Nettó tömeg: 500 g 1 990 Ft</div>', (199000, "HUF")),
        (
            "https://x.jp/p",
            '<div class="price"><span>¥5,500</span>〜3/31まで</div>'
            '<div><span class="price">¥7,700</span> 2個セット</div>',
            (5500, "JPY"),
        ),
        (
            "https://x.de/p",
            '<div class="badge">Jetzt mit Cashback</div><div class="price">499,00 €</div>'
            '<div class="o"><span class="price">549,00 €</span></div>',
            (49900, "EUR"),
        ),
        (
            "https://x.pl/p",
            '<div class="price">1 249,00 zł</div><div>z dostawą w 24 h</div>',
            (124900, "PLN"),
        ),
        ("https://x.de/p", '<div class="price">Gesamtbetrag: 279,00 €</div>', (27900, "EUR")),
        (
            "https://x.it/p",
            '<div class="price">Prezzo con codice fiscale: 89,90 €</div>',
            (8990, "EUR"),
        ),
        (
            "https://x.com.br/p",
            '<div class="preco">Produto com código de barras R$ 89,90</div>',
            (8990, "BRL"),
        ),
        # blind20/21: a gross label on the price beats an "Inc VAT / Ex VAT" switch before it;
        # home delivery and a from-N-pieces tier in Hungarian; a card offer's price; "reg";
        # a price that names itself the price now inside a wrapper classed "original-price";
        # a per-piece price and an N-pieces tier in Japanese; an eco fee; "Du sparst"; a
        # pre-order deposit
        (
            "https://x.co.uk/p",
            '<div class="vat-toggle"><button>Inc VAT</button><button>Ex VAT</button></div>'
            '<div class="pdp-price__inc">£89.99 Inc VAT</div>',
            (8999, "GBP"),
        ),
        (
            "https://x.hu/p",
            '<div class="text-4xl">12 999 Ft</div><div>Már 2 db-tól: <b>11 999 Ft/db</b></div>'
            '<p class="text-xs">Házhozszállítás: 1 990 Ft</p>',
            (1299900, "HUF"),
        ),
        (
            "https://x.com/p",
            '<script>var s = {"currencyUnit": "USD"};</script>'
            '<span class="a-price">$79.99</span><div><span>Get a $50 Gift Card: Pay <span'
            ' class="a-color-price">$29.99</span> <b>$79.99</b> upon approval for the Rewards'
            " Visa Card.</span></div>",
            (7999, "USD"),
        ),
        (
            "https://x.com/p",
            '<script>var s={"currencyCode":"USD"};</script><div><span class="current-price">'
            '$24.99</span><span class="price-message">Sale reg $29.99</span></div>',
            (2499, "USD"),
        ),
        (
            "https://x.jp/p",
            '<div class="price"><div class="price__original-price"><span>¥2,990</span>'
            ' <span class="caption">期間限定価格</span></div><p><s>¥3,990</s></p></div>',
            (2990, "JPY"),
        ),
        (
            "https://x.jp/p",
            '<span class="price2">12,800円</span><div class="bulk">まとめ買い：2個で'
            " <b>24,800円</b>（1個あたり12,400円）</div>",
            (12800, "JPY"),
        ),
        (
            "https://x.ca/p",
            '<div class="eco-fee">+ Écofrais 1,50 $ / Eco fee $1.50</div>'
            '<div><div><span class="value">249,99 $</span></div></div>',
            (24999, "CAD"),
        ),
        (
            "https://x.de/p",
            '<div class="price-box__main">999,00 €</div><div class="price-box__save">Du sparst'
            " 500,00 €</div>",
            (99900, "EUR"),
        ),
        (
            "https://x.fr/p",
            '<script type="application/ld+json">{"@context": "https://schema.org", "@type":'
            ' "Product", "name": "Oak Table", "offers": {"@type": "Offer", "price": "50.00",'
            ' "priceCurrency": "EUR"}}</script><div class="product-price">799,99 €</div>'
            "<p>Réservez dès maintenant avec un acompte de <b>50,00 €</b></p>",
            (79999, "EUR"),
        ),
        # blind23: a points line after the price is the next element's, with its own number;
        # the euro sign between euros and cents in a <sup> ("249<sup>€00</sup>")
        (
            "https://x.co.kr/p",
            '<div class="price-area"><span class="price-area__sale">59,000원</span>'
            '<span class="price-area__point">적립금 590원 (1%)</span></div>',
            (59000, "KRW"),
        ),
        ("https://x.co.kr/p", '<p class="price">59,000원</p><p>적립</p>', None),
        (
            "https://x.fr/p",
            '<p class="old">Prix de référence <del>349,99 €</del></p><p class="now">'
            '<span class="now__int">249</span><sup class="now__cts">€00</sup></p>',
            (24900, "EUR"),
        ),
        # second review of this stop's rules: pages where a draft of them read a wrong price
        (
            "https://x.co.uk/p",
            '<div class="price">Ex VAT £74.99</div><div>Inc VAT £89.99</div>',
            (8999, "GBP"),
        ),
        (
            "https://x.de/p",
            '<div class="product-price">Nettopreis <span class="price">74,99 €</span></div>'
            "<div>inkl. MwSt. 89,24 €</div>",
            (8924, "EUR"),
        ),
        (
            "https://x.com/p",
            '<script>var s={"currencyCode":"USD"};</script><div class="price"><p'
            ' class="original-price">$79.99 now 30% off</p><p class="sale">$55.99</p></div>',
            (5599, "USD"),
        ),
        (
            "https://x.jp/p",
            '<div class="price"><span class="regular-price">¥3,990 販売価格</span>'
            '<span class="special">¥2,990</span></div>',
            (2990, "JPY"),
        ),
        (
            "https://x.it/p",
            '<div class="price"><span class="old"><del>59,90 €</del></span> <span class="current">'
            '49,90 €</span></div><div class="promo">Con codice ESTATE10: <span class="price">'
            "39,90 €</span></div>",
            (4990, "EUR"),
        ),
        (
            "https://x.hu/p",
            '<div class="badge">Ingyenes házhozszállítás</div><div class="price">12 990 Ft</div>'
            '<div class="acc">Tok <span class="price">2 490 Ft</span></div>',
            (1299000, "HUF"),
        ),
        (
            "https://x.cz/p",
            '<p class="info">Rychlá doprava</p><p class="price">1 299 Kč</p>'
            '<p class="acc">Obal <span class="price">199 Kč</span></p>',
            (129900, "CZK"),
        ),
        (
            "https://x.de/p",
            '<div class="price">Gesamtpreis: 49,99 €</div>'
            '<div class="acc">Passende Hülle <span class="price">9,99 €</span></div>',
            (4999, "EUR"),
        ),
        (
            "https://x.ie/p",
            '<div class="pp"><span class="qty">2</span><span>€49</span></div>',
            (4900, "EUR"),
        ),
        ("https://x.ie/p", "<p><s>€69</s> <b>€49</b></p>", (4900, "EUR")),
        (
            "https://x.de/p",
            '<p class="info">Keine Anzahlung nötig</p><div class="price">799,99 €</div>'
            '<div class="acc">Hülle <span class="price">19,99 €</span></div>',
            (79999, "EUR"),
        ),
        (
            "https://x.de/p",
            '<div class="info">Mit dem Set sparst du</div><div class="price">999,00 €</div>'
            '<div class="acc">Tasche <span class="price">49,00 €</span></div>',
            (99900, "EUR"),
        ),
        (
            "https://x.com/p",
            '<script>var s={"currencyCode":"USD"};</script><div class="variant">Reg / 32</div>'
            '<span class="price">$49.99</span><div class="addon">Hemming <span class="price">$9.99'
            "</span></div>",
            (4999, "USD"),
        ),
        (
            "https://x.com/p",
            '<script>var s={"currencyCode":"USD"};</script><div class="price"><span class="sale">'
            "$499.99</span> <small>Special financing available upon approval.</small></div>"
            '<div class="protect">Protection plan <span>$59.99</span></div>',
            # (None until stop 37: the plan's price, named in its line, competed with the sale
            # price; financing on approval does not make the sale price conditional)
            (49999, "USD"),
        ),
        (
            "https://x.co.uk/p",
            '<p class="price">Delivery charges apply. Nominated day: £9.99</p>'
            '<p class="price"><s>£69.99</s></p>',
            None,
        ),
        (
            "https://x.com.tw/p",
            '<div class="price">NT$899起跳</div>'
            '<div class="y"><span class="price">NT$999</span></div>',
            (99900, "TWD"),
        ),
        (
            "https://x.jp/p",
            '<div class="spec">容量: 500ml 1本あたり</div><div class="price">2,480円</div>',
            (2480, "JPY"),
        ),
        # third review: cash back and deposit words beside (not before) the main price, test
        # ids that name the current price "regular"/"original", a slogan with a unit word, a
        # credit line "upon approval" after an unmarked former price
        (
            "https://x.de/p",
            '<div class="price">499,00 € <span class="badge">Cashback-Aktion</span></div>'
            '<div class="acc">Hülle <span class="price">19,99 €</span></div>',
            (49900, "EUR"),
        ),
        (
            "https://x.fr/p",
            '<div class="price">799,99 € <small>(Acompte possible)</small></div>'
            '<div class="acc">Housse <span class="price">19,99 €</span></div>',
            (79999, "EUR"),
        ),
        (
            "https://x.de/p",
            '<div class="price">799,99 € <small>ohne Anzahlung finanzieren</small></div>'
            '<div class="acc">Hülle <span class="price">19,99 €</span></div>',
            (79999, "EUR"),
        ),
        (
            "https://x.co.uk/p",
            '<p class="price" data-testid="price-regular">£49.99</p>'
            '<div class="acc">Case <span class="price">£9.99</span></div>',
            (4999, "GBP"),
        ),
        (
            "https://x.se/p",
            '<p class="usp">Alltid bästa literpris!</p><div class="price">249 kr</div>'
            '<div class="acc">Pump <span class="price">99 kr</span></div>',
            (24900, "SEK"),
        ),
        (
            "https://x.com/p",
            '<script>var s={"currencyCode":"USD"};</script><div class="p"><span class="price">'
            "$799.99</span> <span>$999.99</span> <span>Credit line upon approval</span></div>",
            (79999, "USD"),
        ),
        # a wrapper printing only a compare-at price is the former price (found wrong before
        # this stop by the third review)
        (
            "https://x.com/p",
            '<script>var s={"currencyCode":"USD"};</script><div class="price"><span'
            ' class="compare-at">$79.99</span></div><span class="badge">Sale price</span>'
            " <span>$49.99</span>",
            (4999, "USD"),
        ),
        # a wrapper read from its first digits, which its <s> holds (blind24)
        (
            "https://x.com.ar/p",
            '<div class="pdp-price"><s><span>$</span><span>189.999</span></s><div><span>$</span>'
            "<span>129.999</span><span>32% OFF</span></div></div>",
            (12999900, "ARS"),
        ),
        # structured data's list price beside the main price with the discount between them,
        # under a label no list of words knows (the fourth review)
        (
            "https://x.it/p",
            '<script type="application/ld+json">{"@context":"https://schema.org","@type":'
            '"Product","name":"Oak Table","offers":{"@type":"Offer","price":"449.00",'
            '"priceCurrency":"EUR"}}</script><div class="price-box"><span class="price">'
            '299,90 €</span> <span class="tag">449,00 €</span> <span class="badge">-33%</span>'
            "</div>",
            (29990, "EUR"),
        ),
        # "De: … Por: …" names the former price; "De … a …" is a range (blind9)
        (
            "https://x.com.br/p",
            '<div class="box"><span>De:</span> <span class="p">R$ 449,00</span> <span>Por:'
            '</span> <span class="p">R$ 299,90</span></div>',
            (29990, "BRL"),
        ),
        (
            "https://x.com.br/p",
            '<div class="range"><span>De</span> <span class="p">R$ 199,90</span> <span>a</span>'
            ' <span class="p">R$ 249,90</span></div>',
            None,
        ),
        # a warranty, an add-on purchase, a delivery fee and a per-item amount closer to the
        # title than the price (blind25, blind26)
        (
            "https://x.co.uk/p",
            '<div class="warranty">Extended warranty 3 years £49.00</div><div><div><div><span'
            ' class="value">£449.00</span></div></div></div>',
            (44900, "GBP"),
        ),
        (
            "https://x.tw/p",
            '<div class="gift">加購滑鼠只要 $490</div><div><div><div><strong>NT$32,900</strong>'
            "</div></div></div>",
            (3290000, "TWD"),
        ),
        (
            "https://x.vn/p",
            '<div class="ship">Phí vận chuyển 15.000₫</div><div><div><div><strong>1.290.000₫'
            "</strong></div></div></div>",
            (1290000, "VND"),
        ),
        (
            "https://x.fr/p",
            '<p class="unit">soit 10,00 € le t-shirt</p><div><div><div><span class="value">'
            "29,99 €</span></div></div></div>",
            (2999, "EUR"),
        ),
        # 元 is Taiwan's and Hong Kong's dollar as well as the yuan (blind26)
        ("https://x.com.tw/p", '<p class="price">899元</p>', (89900, "TWD")),
        ("https://x.cn/p", '<p class="price">899元</p>', (89900, "CNY")),
        # any ISO 4217 code by a number signs a price, in an element no class names; the
        # delivery, cash back and trade-in amounts beside it are not the price (blind26)
        (
            "https://x.com.eg/p",
            "<div><div><strong>EGP 1,299.00</strong></div></div>",
            (129900, "EGP"),
        ),
        (
            "https://x.com.eg/p",
            '<div class="ship">+ الشحن من EGP 35.00 إلى القاهرة</div><div><div><div><strong>'
            "EGP 1,299.00</strong></div></div></div>",
            (129900, "EGP"),
        ),
        (
            "https://x.com.eg/p",
            '<div class="cb">كاش باك EGP 500 مع بطاقات البنك</div><div><div><div><span'
            ' class="price">EGP 18,999.00</span></div></div></div>',
            (1899900, "EGP"),
        ),
        (
            "https://x.com.tr/p",
            '<p class="ship">Kargo: 149,90 TL</p><div><div><p class="product-price">2.499,00 TL'
            "</p></div></div>",
            (249900, "TRY"),
        ),
        (
            "https://x.com.hk/p",
            '<div class="promo">舊機換新 額外折 HK$1,500</div><div><div><div><span class="value">'
            "HK$7,999</span></div></div></div>",
            (799900, "HKD"),
        ),
        # an item number is no rand price ("ML-R2417-LIN", blind24)
        (
            "https://x.fr/p",
            '<span class="product-id">ML-R2417-LIN</span><div><div><span class="value">89,00 €'
            "</span></div></div>",
            (8900, "EUR"),
        ),
        # a "recently viewed" rail by the title (blind26)
        (
            "https://x.co.jp/p",
            '<div class="sh-recent"><div class="sh-recent__price">¥9,390</div><div class='
            '"sh-recent__price">¥12,540</div></div><div><div><div><span class="price">¥12,100'
            "</span></div></div></div>",
            (12100, "JPY"),
        ),
        # BigCommerce's "price--withoutTax" is its plain price, not a net one (blind25)
        (
            "https://x.com.au/p",
            '<div class="price-section price-section--withoutTax">Now <span class="price '
            'price--withoutTax">$749.00</span></div><div class="rrp">RRP: <span>$799.00</span>'
            "</div><div>You save $50.00</div>",
            (74900, "AUD"),
        ),
        # another variant's price in a list whose chosen item is marked: structured data's
        # default variant is not backed by it (the fourth review)
        (
            "https://x.de/p",
            '<script type="application/ld+json">{"@context":"https://schema.org","@type":'
            '"Product","name":"Oak Table","offers":{"@type":"Offer","price":"799.00",'
            '"priceCurrency":"EUR"}}</script><span class="price price--current">899,00 €</span>'
            '<ul class="sizes"><li class="item">128 GB <span>799,00 €</span></li><li class='
            '"item is-selected">256 GB <span>899,00 €</span></li><li class="item">512 GB <span>'
            "1.019,00 €</span></li></ul>",
            (89900, "EUR"),
        ),
        (
            "https://x.de/p",
            '<script type="application/ld+json">{"@context":"https://schema.org","@type":'
            '"Product","name":"Oak Table","offers":{"@type":"Offer","price":"799.00",'
            '"priceCurrency":"EUR"}}</script><span class="price price--current">899,00 €</span>'
            '<ul class="sizes"><li><button type="button">128 GB <span>799,00 €</span></button>'
            '</li><li><button type="button">256 GB <span>899,00 €</span></button></li><li>'
            '<button type="button">512 GB <span>1.019,00 €</span></button></li></ul>',
            (89900, "EUR"),
        ),
        # "2.199,-": whole kroner written as only prices are, no sign (blind28)
        (
            "https://x.dk/p",
            '<div class="price"><span class="sales"><span class="value">2.199,-</span></span> '
            '<span class="strike-through"><span class="value">Førpris 2.599,-</span></span></div>',
            (219900, "DKK"),
        ),
        # a screen-reader label run into the price's sign ("Sale priceHK$1,680", blind28)
        (
            "https://x.hk/p",
            '<div class="price-list"><span class="price price--highlight"><span class='
            '"visually-hidden">Sale price</span>HK$1,680</span> <span class="price '
            'price--compare"><span class="visually-hidden">Regular price</span>HK$2,100</span>'
            "</div>",
            (168000, "HKD"),
        ),
        # the price slot says "See price in cart": structured data's price is not shown (blind27)
        (
            "https://x.com/p",
            '<script type="application/ld+json">{"@context":"https://schema.org","@type":'
            '"Product","name":"Oak Table","offers":{"@type":"Offer","price":"799.99",'
            '"priceCurrency":"USD"}}</script><div class="pricing-price"><span>See price in cart'
            "</span></div>",
            None,
        ),
        # a product whose own price names the plan it is, beside a yearly price (fifth review)
        (
            "https://x.com/p",
            '<script>var c={"currencyCode":"USD"};</script><span class="rf-price">AppleCare+ for'
            " MacBook: $279.00</span><p>or $99.99/yr. until cancelled</p>",
            (27900, "USD"),
        ),
        # a trade-in's "up to" saving and a camelCase cart total by the title (blind27)
        (
            "https://x.de/p",
            '<div class="tradein">Altgerät eintauschen und bis zu 150 € sparen</div><div><div>'
            '<div><span class="sticky-price">1.299,00 €</span></div></div></div>',
            (129900, "EUR"),
        ),
        (
            "https://x.co.jp/p",
            '<span class="cartTotal">￥0</span><div><div><span class="productPrice">￥54,780'
            "</span></div></div>",
            (54780, "JPY"),
        ),
        # the Tunisian dinar with its millimes, and a dinar instalment; "DT 770" is a model
        # (blind9, blind23, blind29)
        (
            "https://x.tn/p",
            '<div class="facilite">Paiement en 3 fois sans frais : 3 × 433,000 DT</div><div><div>'
            "<span>1 299,000 DT</span></div></div>",
            (1299000, "TND"),
        ),
        (
            "https://x.de/p",
            '<p class="sub">Studio-Kopfhörer DT 770 PRO</p><div><div><span class="price">'
            "149,00 €</span></div></div>",
            (14900, "EUR"),
        ),
        # a mini-cart's ¥0 by the title; "log in to see your trade price" before the price
        # for everybody (blind29)
        (
            "https://x.co.jp/p",
            '<div class="ec-cartNavi__price">¥0</div><div><div><div class="ec-productRole__price">'
            "¥16,500税込</div></div></div>",
            (16500, "JPY"),
        ),
        (
            "https://x.co.nz/p",
            '<div class="trade-login">Trade customers: <a href="/login">log in</a> to see your'
            ' trade price</div> <p class="price">$649.00</p><p class="gst">incl. GST</p>',
            (64900, "NZD"),
        ),
        # an Ex/Inc VAT switch before the price labels neither price net (blind31)
        (
            "https://x.co.uk/p",
            '<div class="vat-toggle"><button aria-pressed="false">Ex VAT</button><button '
            'aria-pressed="true">Inc VAT</button></div><div class="price-box"><span class='
            '"price-including-tax"><span class="price">£239.99</span></span> <span class='
            '"price-excluding-tax"><span class="price">£199.99</span> ex VAT</span></div>',
            (23999, "GBP"),
        ),
        # the Finnish Omnibus line (blind31)
        (
            "https://x.fi/p",
            '<div class="text-3xl font-bold">179,90 €</div><p class="text-xs">Alin hinta 30 '
            "päivän ajalta: 189,90 € · Sis. ALV 25,5 %</p><s>219,90 €</s>",
            (17990, "EUR"),
        ),
        # an item code ending in "3X" before the price is no "3 x" instalment (SKU round)
        (
            "https://x.de/p",
            '<div class="pdp-sku">Model No.: <span>COMGZ8HYQ3X</span></div><span class="price">'
            "€ 89,90</span>",
            (8990, "EUR"),
        ),
        # blind33/34: a cash-on-delivery surcharge "(+30 ج.م)", a Payflex instalment, a "Normal:"
        # price beside the offer, cents in a <sup> right before a crossed-out price, the upper
        # end of a Polish "od … do …" range
        (
            "https://x.com.eg/p",
            '<p class="cod">الدفع عند الاستلام (+30 ج.م)</p><div><div><span class="price">2,150 ج.م'
            "</span></div></div>",
            (215000, "EGP"),
        ),
        (
            "https://x.co.za/p",
            '<div class="credit">Or R 42 p/m over 12 months with Payflex</div><div><div><span'
            ' class="currency">R 499</span></div></div>',
            (49900, "ZAR"),
        ),
        (
            "https://x.cl/p",
            '<ul class="prices"><li class="normal">Normal: $1.099.990</li><li>Oferta: <b>$899.990'
            "</b></li></ul>",
            (899990, "CLP"),
        ),
        (
            "https://x.nl/p",
            '<div class="price-block"><span class="promo-price">59<sup>,99</sup></span><span class='
            '"list-price"><del>69,99</del></span></div>',
            (5999, "EUR"),
        ),
        (
            "https://x.pl/p",
            '<p class="price">od <b>89,99 zł</b> do <b>129,99 zł</b></p><p>Kolor: wybierz</p>',
            None,
        ),
        # a minimum-advertised-price slot inside the main price box: only the former price shows
        (
            "https://x.ca/p",
            '<p class="item-number">Item#: N82E16814932611</p><div class="product-price"><ul clas'
            's="price"><li class="price-was"><span class="price-was-data">$899.99</span></li><li '
            'class="price-current"><span class="price-map">See price in cart</span></li></ul><p c'
            'lass="price-note">Manufacturer\'s advertised price restrictions apply. Add to cart to'
            " see our price.</p></div>",
            None,
        ),
        # the lowest of several sellers' offers, with no featured offer of the shop's own
        (
            "https://x.ca/p",
            '<div class="a-box"><span>No featured offers available</span><br><span class="a-color-'
            'price">$298.00</span> <span class="a-color-secondary">(14 new offers)</span></div>',
            None,
        ),
        # "from" before a price printed twice (for screen readers and for the eye), past a count
        (
            "https://x.ca/p",
            '<div id="olp"><a href="/offers">New &amp; Used (4) from <span class="a-price"><span '
            'class="a-offscreen">$45.99</span><span aria-hidden="true">$45.99</span></span></a></'
            "div>",
            None,
        ),
        # OpenCart's "Ex Tax:" line under the price
        (
            "https://x.jo/p",
            '<ul class="list-unstyled"><li>Ex Tax: <span>335.345 JOD</span></li><li><h2>389.000 JOD'
            "</h2></li></ul>",
            (389000, "JOD"),
        ),
        # the Omnibus lowest price, its label in a span of its own before the value
        (
            "https://x.pl/p",
            '<div class="prices"><div class="wrap"><strong class="price"><span>159,00 zł</span></'
            'strong><div class="max"><del class="maxprice">199,00 zł</del></div></div><div class='
            '"lowest omnibus_price"><span class="omnibus_price__text">Najniższa cena z 30 dni prz'
            'ed obniżką: </span><span class="omnibus_price__value">149,00 zł</span></div></div>',
            (15900, "PLN"),
        ),
        # a product list under a Korean "related products" heading (Cafe24's "관련상품")
        (
            "https://x.kr/p",
            '<table><tr><th>판매가</th><td><strong id="span_product_price_text">1,290,000원'
            '</strong></td></tr></table><section class="items"><h2 class="items__title">관련상품'
            "</h2>"
            + "".join(
                f'<div class="slide"><a href="/p/{i}"><span class="name">Item {i}</span></a>'
                f'<div class="prices"><span class="price">{n:,}원</span></div></div>'
                for i, n in enumerate((576897, 948239, 2260279, 1214157, 536400))
            )
            + "</section>",
            (1290000, "KRW"),
        ),
        # a tier table's quantity ranges label its prices ("1-4 | ₹4,250"): the structured net
        # price is not seen there as the price to pay
        (
            "https://x.in/p",
            '<script type="application/ld+json">{"@context": "https://schema.org", "@type": "Produ'
            'ct", "name": "Oak Table", "offers": {"@type": "Offer", "price": "4250", "priceCurrenc'
            'y": "INR"}}</script><div class="pdp-price"><span class="final">₹5,015</span> <span cl'
            'ass="tax">(Incl. of GST)</span></div><div class="net">₹4,250 + 18% GST</div><div clas'
            's="bulk"><h4>Bulk discount</h4><table><tr><th>Qty</th><th>Price/unit (excl. GST)</th>'
            "</tr><tr><td>1-4</td><td>₹4,250</td></tr><tr><td>5-19</td><td>₹4,080</td></tr><tr><td"
            ">20+</td><td>₹3,910</td></tr></table></div>",
            (501500, "INR"),
        ),
        # an Inc/Ex VAT switch before the price labels neither price
        (
            "https://x.co.uk/p",
            '<div class="vat-toggle"><button class="is-active">Inc VAT</button><button>Ex VAT</but'
            'ton></div><p class="price"><span class="amount">£18.50</span> <small class="suffix">i'
            'nc. VAT <span class="amount">£15.42</span> ex. VAT</small></p>',
            (1850, "GBP"),
        ),
        # the shop's promotions counted after its price are no other sellers' offers
        (
            "https://x.ca/p",
            '<div class="price"><span class="now">$1,299.99</span> <a href="#offers">3 offers avai'
            "lable</a></div>",
            (129999, "CAD"),
        ),
        # a marketplace's buy box in an <aside> beside the title, its one cart button inside
        (
            "https://x.pl/p",
            '<aside class="buybox"><div class="seller">Sprzedawca: AUDIO</div><div class="price"><'
            'span>179,00 zł</span></div><div class="line">Dostawa od 8,99 zł</div><button class="b'
            'tn">Dodaj do koszyka</button></aside><section class="offers"><h3>Inne oferty</h3><ul>'
            + "".join(
                f'<li class="offer"><div class="offer__price">{p} zł</div>'
                '<button class="offer__add">Dodaj do koszyka</button></li>'
                for p in ("169,00", "184,99", "189,00", "199,00")
            )
            + "</ul></section>",
            (17900, "PLN"),
        ),
        # the euro price as an element's own text before its lev conversion in a child
        (
            "https://x.bg/p",
            '<p class="price"><span class="amount"><bdi>229,00 € <span class="bgn-price">/ 447,89 '
            "лв.</span></bdi></span></p>",
            (22900, "EUR"),
        ),
        # delivery in Serbian before an amount beside the price
        (
            "https://x.rs/p",
            '<div class="short">Isporuka: 390,00 RSD</div><p class="price"><del>31.999,00 RSD</del'
            "> <ins>27.999,00 RSD</ins></p>",
            (2799900, "RSD"),
        ),
        # a calculator's result after "="
        (
            "https://x.pl/p",
            '<div class="prices"><strong class="price">129,59 zł</strong></div><div class="price-c'
            'alc">Kalkulator: potrzebujesz 10 m² → 7 opak. = 907,13 zł</div>',
            (12959, "PLN"),
        ),
        # a "reco2" block of other products
        (
            "https://x.lt/p",
            '<div class="grid"><div class="k24-price"><span>149,99 €</span></div><div class="k24-r'
            'eco2">'
            + "".join(
                f'<div class="k24-reco2__item"><div class="k24-price"><span>{p} €</span></div>'
                "</div>"
                for p in ("340,72", "183,77", "150,92", "53,84")
            )
            + "</div></div>",
            (14999, "EUR"),
        ),
        # a note after the gross price about trade accounts is no members' label of that price
        (
            "https://x.co.uk/p",
            '<div class="prices"><p class="price-net">£99.99 <span>ex VAT</span></p><p class="pric'
            'e">£119.99 <span>inc VAT</span></p><p class="note">Trade account holders: prices show'
            "n ex VAT at checkout</p></div>",
            (11999, "GBP"),
        ),
        # a net price as an element's own text, its gross in a child: not a conversion
        (
            "https://x.de/p",
            '<div class="buy"><span class="price">289,00 € <small>(343,91 € inkl. MwSt.)</small></'
            "span></div>",
            (34391, "EUR"),
        ),
        # a delivery label in the price's tail labels the amount after it
        (
            "https://x.sk/p",
            '<p class="price"><strong>159,90 €</strong> s DPH · Doprava: 3,90 €</p>',
            (15990, "EUR"),
        ),
        # "1 Kiste = 22,99 €" states the price of a crate, no calculation
        (
            "https://x.de/p",
            '<div class="price-box"><span class="unit">1 Kiste = </span><span class="price">22,99 €'
            "</span></div>",
            (2299, "EUR"),
        ),
        # other sellers "from" a price, in Lithuanian, where the shop itself sells nothing now
        (
            "https://x.lt/p",
            '<div class="status">Šiuo metu neparduodama</div><div class="sellers">Kiti pardavėjai '
            "nuo 38,90 €</div>",
            None,
        ),
        # a product code's letters and digits are no price ("B0D4HT92RM" is no 92 ringgit)
        (
            "https://x.com/dp/B0D4HT92RM",
            '<table class="details"><tr><td>ASIN</td><td>B0D4HT92RM</td></tr></table><div class="b'
            'ox">No featured offers available</div>',
            None,
        ),
        # an aside that names itself the buy box, whatever its button says
        (
            "https://x.co.jp/p",
            '</main><aside class="sc-aside-2"><div class="sc-1k9x8ab-0" id="buy-box"><div class="p'
            'rice-now"><span class="sc-f8a7d21-3">¥36,300</span></div><div>税込</div>'
            '<button type="submit">予約する</button></div></aside><main>',
            (36300, "JPY"),
        ),
        # a WooCommerce range with its screen-reader restatement between the two prices
        (
            "https://x.ca/p",
            '<p class="price"><span class="amount"><bdi><span class="sym">$</span>25.00</bdi></spa'
            'n> <span aria-hidden="true">–</span> <span class="screen-reader-text">Price range: $2'
            '5.00 through $500.00</span><span class="amount"><bdi><span class="sym">$</span>500.00'
            "</bdi></span></p>",
            None,
        ),
        # Icelandic: offers wanted, the price new "was"
        (
            "https://x.is/p",
            '<div class="price"><span class="noprice">Tilboð óskast</span></div><div class="line">'
            "Nýtt verð var 229.990 kr.</div>",
            None,
        ),
        # a class naming the former price ("sales-price__former")
        (
            "https://x.nl/p",
            '<div class="sales-price"><span class="sales-price__former">€ 149,99</span> <strong cl'
            'ass="sales-price__current">€ 129,99</strong></div>',
            (12999, "EUR"),
        ),
        # a free-shipping threshold in Italian ("sopra 49 €") is no price
        (
            "https://x.it/p",
            '<div class="reassurance">Spedizione gratuita sopra 49 €</div><div class="stock">Non d'
            "isponibile</div>",
            None,
        ),
        # a Salesforce price whose screen-reader "to" joins nothing the eye sees
        (
            "https://x.fi/p",
            '<div class="prices"><div class="price"><span class="sales"><span class="value" conten'
            't="1199.90"><span class="sr-only">to</span>1 199,90 €</span></span></div></div><p>Alv'
            " 0 %: 956,10 €</p>",
            (119990, "EUR"),
        ),
        # a Chinese instalment line ("分 3 期 0 息 每期 HK$199.67") beside a regular price
        (
            "https://x.com.hk/p",
            '<div class="price-regular price">HK$599.00</div><p class="payment-note">'
            "支援 PayMe / FPS · 分 3 期 0 息 每期 HK$199.67</p>",
            (59900, "HKD"),
        ),
        # a class naming the price before the reduction
        (
            "https://x.ae/p",
            '<div class="ProductPrice"><span class="ProductPrice_value__hK">189 د.إ</span> <span c'
            'lass="ProductPrice_preReductionPrice__S72">269 د.إ</span></div>',
            (18900, "AED"),
        ),
        # the baht written as a word after the number
        (
            "https://x.co.th/p",
            '<div class="prices"><span class="th-price-sale">2,190 บาท</span> <del>2,890 บาท</del>'
            "</div>",
            (219000, "THB"),
        ),
        # JD's "PLUS价", the price of its paying members
        (
            "https://x.cn/p",
            '<div class="summary-price">京东价 ￥5499.00</div><div class="summary-price plus">'
            "PLUS价 ￥5399.00 开通PLUS</div>",
            (549900, "CNY"),
        ),
        # a model code in a sold-out box is no price ("Fits R1250GS")
        (
            "https://x.co.za/p",
            '<div class="price-box"><span class="fitment">Fits R1250GS</span><span class="status">'
            "Sold out</span></div>",
            None,
        ),
        # a price and the word in the element after it stay apart ("R5999" · "Save R1000")
        (
            "https://x.co.za/p",
            '<p class="price"><span class="now">R5999</span><span class="save">Save R1000</span></'
            "p>",
            (599900, "ZAR"),
        ),
        # a former price as the element's own text, the sale price in its child
        (
            "https://x.de/p",
            '<div class="price">79,95 € <span class="sale-price">59,95 €</span></div>',
            (5995, "EUR"),
        ),
        # a waived delivery fee: "Delivery by 24 Jun | Free ₹40"
        (
            "https://x.in/p",
            '<div class="price"><div class="now">₹1,49,999</div></div><div class="delivery">Delive'
            'ry by <b>24 Jun</b> | <span class="free">Free</span> <span class="fee">₹40</span></di'
            "v>",
            (14999900, "INR"),
        ),
        # a store's own price beside the online one
        (
            "https://x.de/p",
            '<div class="market-price">Preis in Ihrem Markt Berlin-Spandau: 109,99 €</div><p class'
            '="product-detail-price">89,99 €*</p>',
            (8999, "EUR"),
        ),
        # the dollar reference beside a Paraguayan price; the guaraní's own sign
        (
            "https://x.com.py/p",
            '<p class="price">₲ 4.250.000</p><p class="alt">Ref. US$ 575</p>',
            (4250000, "PYG"),
        ),
        # a bare "$" on a Uruguayan shop is the peso, and "MXN$" names its peso
        ("https://x.com.uy/p", '<p class="price">$ 2.450</p>', (245000, "UYU")),
        ("https://x.com/p", '<p class="price">MXN$229.00</p>', (22900, "MXN")),
        # a voucher of "20k" dong off is no price of 20 dong
        ("https://x.vn/p", '<div class="voucher">Mã giảm giá của Shop: Giảm ₫20k</div>', None),
        # a coupon price in Turkish, a member price in traditional Chinese
        (
            "https://x.com.tr/p",
            '<div class="box"><span class="val">1.299,99 TL</span></div><div class="note"><span '
            'class="c">Kuponla 1.169,99 TL</span> <button>Kuponu Al</button></div>',
            (129999, "TRY"),
        ),
        (
            "https://x.com.hk/p",
            '<div class="price-box"><div class="vip">會員價 HK$ 258.0 登入查看</div><span class="pr'
            'omo">HK$ 268.0</span></div>',
            (26800, "HKD"),
        ),
        # 予約 (a pre-order's badge) is no 約 ("about"); the price with tax is the one to pay
        (
            "https://x.jp/p",
            '<span class="badge">予約</span> <p class="big">¥16,500 <span>(税込)</span></p> <p '
            'class="small">¥15,000 (税抜)</p>',
            (16500, "JPY"),
        ),
        # a loyalty price in Finnish: for the programme's customers, when logged in
        (
            "https://x.fi/p",
            '<div class="price">39,90 €</div><div class="loyalty">Plussa-hinta <b>34,90 €</b> Plu'
            "ssa-asiakkaille kirjautuneena</div>",
            (3990, "EUR"),
        ),
        # a private/trade switch: "inkl. 20 % MwSt." with its rate is the gross price, though
        # the switch before it names "netto"
        (
            "https://x.at/p",
            '<div class="switch"><button>Privatkunde (brutto)</button> <button>Gewerbekunde (net'
            'to)</button></div><div class="block"><p class="price price--gross"><span class="v">'
            '118,80 €</span> <span class="h">inkl. 20 % MwSt.</span></p><p class="price price--'
            'net">netto 99,00 €</p></div>',
            (11880, "EUR"),
        ),
        # a waived delivery fee run into its line's "Free" after a separator
        (
            "https://x.in/p",
            '<div class="p"><div class="a">₹1,24,990</div><div class="b">₹1,59,990</div><div>'
            '<span>21% off</span></div></div><div class="d">Delivery by <b>3 Dec</b> | Free<span'
            ' class="f">₹40</span> if ordered today</div>',
            (12499000, "INR"),
        ),
        # Mexico's "MN" (moneda nacional) after a price is no word of magnitude
        (
            "https://x.com.mx/p",
            '<span class="old">Antes $1,599.00 MN</span> <span class="price">$1,299.00 MN</span><p'
            ' class="msi">Hasta 12 MSI de $108.25</p>',
            (129900, "MXN"),
        ),
        # a "$" on a Jamaican domain is the Jamaican dollar, unless the shop says USD
        ("https://x.com.jm/p", '<p class="price">$4,999.00</p>', (499900, "JMD")),
        (
            "https://x.com.jm/p",
            '<script type="application/ld+json">{"@type": "Product", "name": "Oak Table", "offe'
            'rs": {"@type": "Offer", "price": "49.99", "priceCurrency": "USD"}}</script><p class='
            '"price">$49.99</p>',
            (4999, "USD"),
        ),
        # .la is a Los Angeles address as often as a Laotian one: its "$" stays open
        ("https://x.la/p", '<p class="price">$128.00</p>', None),
        # Panama's balboa sign; a Spanish "approximately in pesos" conversion beside a US$ price
        ("https://x.com.pa/p", '<span class="amount">B/. 24.95</span>', (2495, "PAB")),
        (
            "https://x.com.uy/p",
            '<p class="alt">Equivalente aprox. en pesos: $ 18.050</p>'
            '<h2 class="price">US$ 449</h2>',
            (44900, "USD"),
        ),
        # a bare .co is a brand's domain as often as a Colombian shop's; .com.co is Colombian
        ("https://brand.co/p", '<p class="price">$128.00</p>', None),
        ("https://x.com.co/p", '<p class="price">$ 128.000</p>', (12800000, "COP")),
        # the signs of the Macedonian denar, the Serbian dinar and the Albanian lek; "CDN$"
        ("https://x.mk/p", '<p class="price">29.990 ден.</p>', (2999000, "MKD")),
        ("https://x.rs/p", '<p class="price">7.499 дин.</p>', (749900, "RSD")),
        ("https://x.al/p", '<p class="price">8 900 Lekë</p>', (890000, "ALL")),
        ("https://x.com/p", '<p class="price">Our price: CDN$ 289.99</p>', (28999, "CAD")),
        # a Georgian instalment per month beside the price
        (
            "https://x.ge/p",
            '<ul><li><h2>1 899 ₾</h2></li></ul><div class="alert">განვადებით 79 ₾/თვე</div>',
            (189900, "GEL"),
        ),
        # a bulk-buy saving (節約) and a contract's fee (契約事務手数料) are no price to pay
        (
            "https://x.jp/p",
            "<p>メーカー希望小売価格 <span>99,000円</span></p>"
            "<p>まとめ買いで <span>5,000円</span> 節約</p>"
            '<p class="sale"><span>89,800円</span>(税込)</p>',
            (89800, "JPY"),
        ),
        (
            "https://x.jp/p",
            "<dl><dt>契約事務手数料</dt><dd>3,850円</dd></dl>"
            '<p class="price">本体価格：145,800円(税込)</p>',
            (145800, "JPY"),
        ),
        # words that name no condition of the price: "for all customers", a coupon in an
        # app, free shipping for members
        (
            "https://x.fi/p",
            '<div class="price">59,90 €</div><p class="note">Ilmainen toimitus kaikille asiakkaille'
            "</p>",
            (5990, "EUR"),
        ),
        (
            "https://x.pl/p",
            '<div class="box"><span class="price">899,00 zł</span> <span class="hint">Taniej z kupo'
            "nem w aplikacji</span></div>",
            (89900, "PLN"),
        ),
        # the leu's sign beside a tier price and a delivery fee whose place comes between
        # its label and the colon (Moldova); Georgian and Azerbaijani delivery and credit
        (
            "https://x.md/p",
            '<ul><li><h2>129,00 lei</h2></li></ul><div class="alert">De la 20 saci: 119,00 lei/sa'
            'c</div><div class="alert">Livrare în Chișinău: 150 lei</div>',
            (12900, "MDL"),
        ),
        (
            "https://x.ge/p",
            '<h2 class="price-new">189.00 ₾</h2><div class="alert">მიწოდება თბილისში: 5.00 ₾</div>',
            (18900, "GEL"),
        ),
        (
            "https://x.az/p",
            '<div class="alert">Kredit: 3 ay × 63 ₼</div><div class="alert">Bakı daxili çatdırıl'
            "ma: 5 ₼</div><ul><li><h2>189 ₼</h2></li></ul>",
            (18900, "AZN"),
        ),
        # a Serbian retail price ("MP cena") beside the sale price
        (
            "https://x.rs/p",
            '<span class="amount">7.499,00 RSD</span><div class="info">MP cena: 8.299,00 RSD</div>',
            (749900, "RSD"),
        ),
        # an item-number line whose code starts with a sign's letters ("KM" is the Bosnian mark)
        (
            "https://x.cz/p",
            '<div class="code">Kód produktu: KM2231405</div><p class="new-price">8 990 Kč</p>',
            (899000, "CZK"),
        ),
        # a warehouse club's "Online Price", the amount taken off, "Your Price": structured
        # data with the online price loses to the price the box works out
        (
            "https://x.com/p",
            '<script type="application/ld+json">{"@type": "Product", "name": "Oak Table", "offe'
            'rs": {"@type": "Offer", "price": "24.99", "priceCurrency": "USD"}}</script><div cla'
            'ss="price-display"><div class="online-price"><span>Online Price</span><div class="v'
            'alue">$24.99</div></div><div class="discount"><span>Less:</span><div class="value">'
            '-$5.00</div></div><div class="your-price"><span>Your Price</span><div class="value"'
            ">$19.99</div></div></div>",
            (1999, "USD"),
        ),
        # a Finnish 30-day lowest price ("30 pv"), a Korean interest-free monthly amount, a
        # Chinese further amount off (再减), a Norwegian range's upper end ("Til")
        (
            "https://x.fi/p",
            '<p class="lowest">Alin hinta 30 pv: 89,95 €</p><p class="price">79,95 €</p>',
            (7995, "EUR"),
        ),
        (
            "https://x.co.kr/p",
            "<div>12개월 무이자 시 월 199,167원</div><span class=price>2,390,000원</span>",
            (2390000, "KRW"),
        ),
        (
            "https://x.cn/p",
            "<div>4.3折 · 超级VIP再减¥10</div><dd class=price>¥259.00</dd>",
            (25900, "CNY"),
        ),
        (
            "https://x.no/p",
            '<span class="price-from">Fra 1 499,-</span> <span class="price-to">Til 1 899,-</span>',
            None,
        ),
        # an Icelandic interest-free monthly amount
        (
            "https://x.is/p",
            '<span class="amount">189.990 kr.</span><p class="v">Vaxtalaust í 12 mánuði: 16.543 '
            "kr./mán (ÁHK 14,2%)</p>",
            (189990, "ISK"),
        ),
        # the period of "Rs." written onto the number is no decimal point
        ("https://x.pk/p", '<span class="product__price">Rs.5,990.00</span>', (599000, "PKR")),
    ],
)
def test_general_rules(url: str, body: str, want: tuple[int, str] | None) -> None:
    main = extract(_page(body), url).main
    assert (None if main is None else (main.price_minor, main.currency)) == want


@pytest.mark.parametrize(
    ("lang", "want"),
    [
        # the page's language names another country than the .dk domain: "kr" stays open
        ("sv-SE", None),
        ("nb-NO", None),
        # its own country's language, or none, reads the domain's krone
        ("da-DK", (1799500, "DKK")),
        ("da", (1799500, "DKK")),
    ],
)
def test_kr_where_domain_and_language_disagree(lang: str, want: tuple[int, str] | None) -> None:
    html = _page('<p class="price">17 995 kr</p>').replace("<html>", f"<html lang='{lang}'>")
    main = extract(html, "https://www.lydhuset.dk/se/p/1").main
    assert (None if main is None else (main.price_minor, main.currency)) == want


_US_PAGE = (
    "<html lang='{lang}'><body><header><a href='/cart'>Cart <span class='cart-total'>$0.00</span>"
    "</a><p class='bar'>{bar}</p></header><main><h1>Trail Runner 3</h1><div class='price'><span "
    "class='price-item'>$49.99</span></div><button>Add to cart</button></main></body></html>"
)


@pytest.mark.parametrize(
    ("url", "lang", "bar", "want"),
    [
        # "$" on an English page of a .com shop that names no other dollar: the US dollar
        ("https://shop.com/products/x", "en", "Free shipping over $50", (4999, "USD")),
        ("https://www.shop.net/dp/B0C7K2M9QX", "en-US", "", (4999, "USD")),
        # not when the page speaks of other dollars, of their countries and taxes, of shipping
        # worldwide, of another country in its host, path or query, in another language or
        # English of another country, or on a country's domain or a .shop/.store one
        (
            "https://shop.com/products/x",
            "en",
            "Made in Taiwan · ships from New Mexico",
            (4999, "USD"),
        ),
        (
            "https://shop.com/products/x",
            "en",
            "Order by 1 PM PST for same-day dispatch",
            (4999, "USD"),
        ),
        ("https://shop.com/products/x", "en", "Prices in CAD", None),
        ("https://shop.com/products/x", "en", "Free delivery on orders over NZD100", None),
        ("https://shop.com/products/x", "en", "All prices are in CA$.", None),
        ("https://shop.com/products/x", "en", "We ship internationally", None),
        ("https://shop.com/products/x", "en", "Free shipping in Australia over A$50", None),
        ("https://shop.com/products/x", "en", "In store: J$42,995.00", None),
        ("https://shop.com/products/x", "en", "Also sold at CDN$ 289.99", None),
        ("https://shop.com/products/x", "en", "Proudly Canadian since 1989", None),
        ("https://shop.com/products/x", "en", "All prices include GST", None),
        ("https://shop.com/products/x", "en", "WE SHIP WORLDWIDE", None),
        ("https://shop.com/products/x", "en", "Import Duties are paid by us", None),
        ("https://shop.com/products/x", "en", "Envío gratis a todo Chile", None),
        # a locale's region in the path names that country's dollar
        ("https://shop.com/en-au/products/x", "en", "", (4999, "AUD")),
        ("https://shop.com/ca_en/products/x", "en", "", None),
        ("https://shop.com/nz/products/x", "en", "", None),
        ("https://ca.shop.com/products/x", "en", "", None),
        ("https://shop.com/products/x?country=CA", "en", "", None),
        ("https://shop.store/products/x", "en", "", None),
        ("https://shop.com/products/x", "en-GB", "", None),
        ("https://shop.com/products/x", "es", "", None),
        ("https://shop.com/products/x", "", "", None),
        ("https://shop.ca/products/x", "en", "", (4999, "CAD")),
        ("https://shop.com.au/products/x", "en", "", (4999, "AUD")),
    ],
)
def test_dollar_on_an_english_dotcom_page(
    url: str, lang: str, bar: str, want: tuple[int, str] | None
) -> None:
    page = _US_PAGE.format(lang=lang, bar=bar)
    result = extract(page, url)
    main = result.main
    assert (None if main is None else (main.price_minor, main.currency)) == want
    if want is None:
        assert result.reason == "ambiguous_currency"


@pytest.mark.parametrize(
    ("unit", "want"),
    [
        ("per meter", (749, "EUR")),  # the unit the product's name sells it by
        ("/ m", (749, "EUR")),
        ("per kg", None),  # another unit: a unit price, not the price
        ("/ kg", None),
    ],
)
def test_sold_by_the_unit_of_its_name(unit: str, want: tuple[int, str] | None) -> None:
    # (a specification in the name, "LED strip 10W/m", sells nothing by the metre: see
    # tests/pages/pitfall-watts-per-metre-in-title.html)
    body = (
        f'<div class="product-price"><div class="price-new">€ 7,49 <small>{unit}</small></div>'
        '<div class="price-tax">Incl. btw</div></div>'
    )
    main = extract(
        _page(body, "<h1>Eiken plint massief 70 x 15 mm (per meter)</h1>"), "https://x.nl/p"
    ).main
    assert (None if main is None else (main.price_minor, main.currency)) == want


@pytest.mark.parametrize(
    "heading",
    ["<h1>울 블렌드 싱글 코트</h1><h3>관련 상품 정보</h3>"],  # "related product information"
)
def test_korean_related_words_inside_a_heading(heading: str) -> None:
    body = (
        '<table><tr><th>판매가</th><td><strong id="span_product_price_text">189,000원</strong>'
        "</td></tr></table>"
    )
    main = extract(_page(body, heading), "https://x.co.kr/p").main
    assert main is not None and (main.price_minor, main.currency) == (189000, "KRW")


def test_utility_classes_price_by_the_title() -> None:
    """Class names that say nothing ("text-3xl font-bold"): a signed price right under the
    title, far ahead of any other (a net trade price), is the price."""
    page = (
        "<html><body><main><div class='grid'><img src='a.jpg' alt=''><div>"
        "<h1 class='text-2xl'>Oak Table</h1><div class='mt-4'>"
        "<span class='text-3xl font-bold'>89,95 kr</span><span class='text-sm'>/st</span></div>"
        "<div class='mt-2 text-sm'>Proffspris: 71,96 kr/st exkl. moms</div>"
        "<div class='mt-4 flex'><button type='button'>Lägg i varukorg</button></div>"
        "</div></div></main></body></html>"
    )
    main = extract(page, "https://x.se/p").main
    assert main is not None and (main.price_minor, main.currency) == (8995, "SEK")


@pytest.mark.parametrize(
    ("doc_title", "name"),
    [
        # the name as an element's own text, a code label in child elements after it
        (
            "ミラーレス一眼カメラ Z-7 ボディ 2024年モデル | デンキヤ",
            "ミラーレス一眼カメラ Z-7 ボディ 2024年モデル<span class='sku'>商品コード</span>"
            "<span class='code'>100000001008812345</span>",
        ),
        # a promotion tag before the name the page prints ("＼ポイント10倍／")
        (
            "【楽市】圧力IH炊飯器 5.5合 RC-NW10：家電プラザ",
            "＼ポイント10倍／ 圧力IH炊飯器 5.5合 RC-NW10 送料無料",
        ),
        # the page prints the name without the product code the title adds after it
        ("Otdam | 울 블렌드 라운드 가디건 차콜 OTD24FW-CD07", "울 블렌드 라운드 가디건 차콜"),
    ],
)
def test_name_the_document_title_gives(doc_title: str, name: str) -> None:
    """No heading: the element printing the product's name is found from the <title>, and
    the price beside it is read with the confidence of a titled page."""
    others = "".join(
        f"<li><a href='/p{i}'>Other {i}</a> <span>{i}9,000원</span></li>" for i in range(4)
    )
    page = (
        f"<html><head><title>{doc_title}</title></head><body><main><div>"
        f"<p class='brand'>Studio</p><b>{name}</b><div><strong>62,300원</strong></div>"
        f"</div><ul class='reco'>{others}</ul></main></body></html>"
    )
    main = extract(page, "https://x.co.kr/p").main
    assert main is not None and (main.price_minor, main.currency) == (62300, "KRW")


@pytest.mark.parametrize(
    ("banner", "heading"),
    [
        # the shop's name in an <h1> of the page header, the product's in a later <h1>
        (
            "<header><h1 class='header__heading'><a href='/'>Raftaekjabud</a></h1></header>",
            "h1",
        ),
        # a logo <h1> (by class, or an image only) and the product's name in an <h2>
        ("<div class='top'><h1 class='logo'><a href='/'>Denkidou</a></h1></div>", "h2"),
        ("<div class='top'><h1><a href='/'><img src='logo.png' alt=''></a></h1></div>", "h2"),
    ],
)
def test_the_shop_logo_is_no_title(banner: str, heading: str) -> None:
    """An <h1> holding the shop's logo comes first: the product's heading is the title, and
    prices are weighed by their distance from it, not from the logo."""
    others = "".join(f"<li><span>{i}9.990 kr.</span></li>" for i in range(1, 6))
    page = (
        f"<html><body>{banner}<ul class='menu'>{others}</ul><div class='product'><div>"
        f"<{heading} class='item_name'>55\" QLED TV Q80</{heading}><div><span>189.995 kr."
        "</span></div><button>Setja í körfu</button></div></div></body></html>"
    )
    main = extract(page, "https://x.is/p").main
    assert main is not None and (main.price_minor, main.currency) == (189995, "ISK")


@pytest.mark.parametrize(
    ("page", "want"),
    [
        # a product <h1> in a header box, a basket's <h1> later: the first is the title
        (
            "<html><body><header class='product-header'><h1>Oak Table</h1><span class='price'>"
            "£499.00</span></header><div class='minicart'><h1>Your basket</h1><div><div>"
            "<span class='price'>£39.00</span></div></div></div></body></html>",
            (49900, "GBP"),
        ),
        # a currency picker's options name other currencies: no currency for a bare "$"
        (
            "<html><body><main><h1>Oak Table</h1><div class='price'>$49.99</div><button>Add to"
            " cart</button></main><footer><form><select name='currency'><option"
            " data-currency-code='AUD'>AUD</option></select></form></footer></body></html>",
            None,
        ),
    ],
)
def test_whole_pages_of_the_third_review(page: str, want: tuple[int, str] | None) -> None:
    url = "https://x.co.uk/p" if "£" in page else "https://x.com/p"
    main = extract(page, url).main
    assert (None if main is None else (main.price_minor, main.currency)) == want


def test_a_sibling_models_name_is_no_title() -> None:
    """The <title> names "Galaxy S24 Ultra 512GB": a "Galaxy S24 Ultra" model link is not
    the product's heading (the name is longer, not the same name and a code)."""
    page = (
        "<html><head><title>Galaxy S24 Ultra 512GB | PhoneShop</title></head><body>"
        "<div class='models'><div><b>Galaxy S24 Ultra</b> <span>$1,099.00</span></div></div>"
        "<div class='product'><b>Galaxy S24 Ultra 512GB</b><div><span class='price'>$1,299.00"
        "</span></div><button class='add-to-cart'>Add</button></div></body></html>"
    )
    main = extract(page, "https://x.com.au/p").main
    assert main is not None and (main.price_minor, main.currency) == (129900, "AUD")


@pytest.mark.parametrize(
    "header",
    [
        "<header class='product-header'><h1>Oak Table</h1></header>",
        "<div><h1 class='product-title logo-aligned'>Oak Table</h1></div>",
    ],
)
def test_a_product_heading_in_a_header_is_the_title(header: str) -> None:
    """An <h1> in a <header> with no other <h1> after it, or classed "logo-…", still
    names the product: the price by it wins over a paired product's further away."""
    page = (
        f"<html><body>{header}<div class='buy'><span class='amount'>$499.00</span>"
        "<button class='add-to-cart'>Add</button></div><div class='pairs-well'>"
        "<h2 class='section-title'>Pairs well with</h2><div><div><span class='price'>$89.00"
        "</span></div></div></div></body></html>"
    )
    main = extract(page, "https://x.com.au/p").main
    assert main is not None and (main.price_minor, main.currency) == (49900, "AUD")


def test_a_header_inside_the_main_content_keeps_its_title() -> None:
    """<main><header><h1>Mugs</h1></header>: a category page's own heading, no logo; a
    page listing several products still gives no price."""
    cards = "".join(
        f"<li class='product'><h2>Mug {i}</h2><span class='price'>${i}0.00</span></li>"
        for i in range(1, 6)
    )
    page = (
        "<html><head><title>Mugs – Kiln</title></head><body><main><header>"
        f"<h1 class='page-title'>Mugs</h1></header><ul class='products'>{cards}</ul></main>"
        "</body></html>"
    )
    assert extract(page, "https://x.com/mugs").main is None


def _sized(product_sku: str | None, stocks: list[str]) -> str:
    offers = ", ".join(
        f'{{"@type": "Offer", "sku": "SH-{size}", "price": "49.00", "priceCurrency": "USD",'
        f' "availability": "https://schema.org/{stock}"}}'
        for size, stock in zip(("XS", "S", "M", "L"), stocks, strict=False)
    )
    sku = f'"sku": "{product_sku}", ' if product_sku else ""
    return (
        '<script type="application/ld+json">{"@context": "https://schema.org", "@type":'
        f' "Product", "name": "Oak Table", {sku}"offers": [{offers}]}}</script>'
        '<p class="price">$49.00</p>'
    )


@pytest.mark.parametrize(
    ("product_sku", "stocks", "want"),
    [
        # the product's own SKU is size L's: L's stock and SKU
        (
            "SH-L",
            ["OutOfStock", "InStock", "OutOfStock", "LimitedAvailability"],
            ("limited", "SH-L"),
        ),
        # no size chosen: buyable if one size is, whatever the first size says
        (None, ["OutOfStock", "OutOfStock", "InStock", "InStock"], ("in_stock", None)),
        (None, ["OutOfStock", "OutOfStock", "OutOfStock", "OutOfStock"], ("out_of_stock", None)),
    ],
)
def test_sizes_at_one_price(product_sku: str | None, stocks: list[str], want: tuple) -> None:
    main = extract(_page(_sized(product_sku, stocks)), "https://x.com/p").main
    assert main is not None and (main.price_minor, main.currency) == (4900, "USD")
    assert main.stock == want[0]
    if want[1] is not None:
        assert main.product.sku == want[1]


def test_a_block_headed_similar_products_is_no_main_price() -> None:
    # Hashed class names say nothing; the block's own heading does (blind27).
    cards = "".join(
        f'<li><div class="z9__price">₹{p}</div></li>' for p in ("2,19,833", "92,256", "1,67,191")
    )
    html = (
        "<html><body><main><div class='pdp'><h1>Oak Table</h1><div class='a1'><div class='b2'>"
        "₹1,29,999</div><div class='c3'>₹1,49,999</div><div><span>13% off</span></div></div>"
        f"<section class='z9'><h2>Similar products</h2><ul>{cards}<li><div class='z9__price'>"
        "₹42,542</div></li></ul></section><button>Add to cart</button></div></main></body></html>"
    )
    main = extract(html.encode(), "https://x.in/p").main
    assert main is not None and (main.price_minor, main.currency) == (12999900, "INR")


def test_a_mobile_page_titled_by_a_prefixed_name_class() -> None:
    # No heading; "<div class=m-pdp-title>" names the product, and it is the only one (blind30)
    html = (
        "<html><head><title>Sonique BT-450 Headset Online at Best Price | Shop</title></head>"
        "<body><div class='m-pdp-title'><span class='m-brand'>Sonique</span> BT-450 Headset"
        "</div><div class='m-price'><div class='m-price__final'>₹1,299</div><div "
        "class='m-price__mrp'>MRP<s>₹2,499</s></div></div><button>Add to cart</button></body>"
        "</html>"
    )
    main = extract(html.encode(), "https://m.shop.in/p/1").main
    assert main is not None and (main.price_minor, main.currency) == (129900, "INR")
