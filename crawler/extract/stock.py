"""Stock state from schema.org availability values and from visible text in several languages."""

from __future__ import annotations

import functools
import re

from crawler.extract.folded import Folded, gated

_SCHEMA = {
    "instock": "in_stock",
    "onlineonly": "in_stock",
    "instoreonly": "limited",
    "limitedavailability": "limited",
    "outofstock": "out_of_stock",
    "soldout": "out_of_stock",
    "discontinued": "out_of_stock",
    "preorder": "preorder",
    "presale": "preorder",
    "backorder": "backorder",
    "madetoorder": "backorder",
    # OpenGraph product:availability and Google Merchant values
    "available": "in_stock",
    "availablefororder": "backorder",
    "oos": "out_of_stock",
    "pending": "preorder",
}

# Negative phrases first: "not in stock" must never read as "in stock".
_OUT = (
    r"out of stock|(?<!almost )(?<!nearly )sold out|currently unavailable|"
    # Vietnamese "no longer sold", "production stopped" ("Sản phẩm đã ngừng kinh doanh"), Tamil
    # "this product has been discontinued" ("இந்த தயாரிப்பு நிறுத்தப்பட்டது")
    # (not "Mẫu cũ đã ngừng sản xuất", the old model; nor "đã ngừng bán tại cửa hàng", in the
    # shop only)
    r"(?:^\W*|\bsản phẩm (?:này )?)đã ngừng (?:kinh doanh|sản xuất|bán)(?! tại)|"
    r"தயாரிப்பு நிறுத்தப்பட்டது|"
    # Irish "discontinued", "no longer available" ("Scortha — níl an táirge seo ar fáil a
    # thuilleadh")
    r"^\W*scortha\b|níl (?:an táirge seo |sé )?ar fáil a thuilleadh|"
    # Hausa "it is not available", "sold out" ("Babu shi a ajiye", "Ya ƙare")
    r"^\W*babu (?:shi|ita|su|a ajiye)\b|^\W*ya ƙare\W*$|"
    r"no longer available|not in stock|"
    # Tagalog "sold out" ("Ubos na", "Ubos na po") as the line, German "not orderable online"
    r"^\W*ubos na(?: po)?\W*$|nicht online bestellbar|"
    # Mongolian "finished" and Bengali "all sold" as the line ("Дууссан", "সব বিক্রি হয়ে গেছে")
    r"^\W*дууссан\W*$|বিক্রি হয়ে গেছে|"
    # Ukrainian "sold out" ("Розпродано за 4 хвилини")
    r"розпродано|"
    # Estonian "gone from sale", "no longer made" ("Müügilt kadunud", "enam ei toodeta")
    r"müügilt kadunud|enam ei toodeta|ei ole enam müügil|"
    # Latvian "sold" as the line, "this copy is already sold" ("Pārdots", "Šis eksemplārs
    # jau ir pārdots")
    r"^\W*pārdots\W*$|jau ir pārdot[sa]|"
    # Swahili "out of stock", "not available" ("Imeisha stoo", "Haipatikani")
    r"\bimeisha (?:stoo|stokini)|\bhaipatikani\b|"
    # ... and "it has run out" as the line (a badge's, a dead button's: "Imeisha")
    r"^\W*imeisha(?:\W*$|\s+(?:leo|kwa leo)\b)|"
    # Georgian "the product is no longer made" ("პროდუქტი აღარ იწარმოება")
    r"აღარ იწარმოება|"
    # Amharic "this product is discontinued", "no longer sold" ("ይህ ምርት ተቋርጧል", "አይሸጥም")
    r"ተቋርጧል|አይሸጥም|"
    # ... "currently not available" ("በአሁኑ ጊዜ አይገኝም"); Urdu "sold out" ("فروخت ہو چکا",
    # "فروخت ہو گیا"); Latvian "no longer made / sold" ("Prece vairs netiek ražota")
    r"አይገኝም|فروخت ہو چکا|فروخت ہو گیا|vairs netiek (?:ražota|pārdota|ražots|pārdots)|"
    # Arabic "this product is discontinued", "no longer produced" ("هذا المنتج متوقف عن
    # الإنتاج", "توقف إنتاجه"); Armenian "sold", "sold out" ("Վաճառված է", "Սպառված է")
    r"متوقف عن الإنتاج|توقف إنتاجه|توقف إنتاج|^\W*վաճառված է(?:\W*$|\s*[։.!])|սպառված է|"
    r"հասանելի չէ|"
    # Urdu "not available", "out of stock" ("دستیاب نہیں", "اسٹاک میں نہیں")
    # (not "یہ زیادہ دیر سٹاک میں نہیں رہے گا", it won't stay in stock long)
    r"دستیاب نہیں|ا?سٹاک میں نہیں(?!\s*رہ)|ا?سٹاک میں موجود نہیں|"
    # (... "stock finished": "اسٹاک ختم")
    r"اسٹاک ختم(?! ہون)|"
    # Czech "sale ended", "no longer sold" ("Prodej ukončen", "Tento produkt se již neprodává")
    r"prodej ukončen|již (?:se )?neprodává|"
    # ... and Slovak ("Tento produkt sa už nepredáva", "Predaj ukončený")
    r"(?:sa )?už (?:sa )?nepredáva|predaj ukončený|"
    # Greek "has been discontinued", "no longer available" ("Το προϊόν έχει καταργηθεί και δεν
    # διατίθεται πλέον")
    # (or in one word: "Το προϊόν καταργήθηκε. Δείτε τον διάδοχο:"); Russian and Ukrainian "taken
    # out of production" ("Снят с производства", "Знято з виробництва")
    r"έχει καταργηθεί|^\W*(?:το προϊόν\s+)?καταργήθηκε\b|"
    # (Nepali "this product has been discontinued", leading its line: "यो उत्पादन बन्द भइसकेको
    # छ"; not "… उत्पादन बन्द भइसकेको छ, तर स्टकमा उपलब्ध छ", no longer made but in stock)
    r"^\W*(?:यो\s+)?उत्पादन बन्द भइसकेको(?![^।]*(?:उपलब्ध|स्टकमा))|"
    # ("withdrawn", the line's whole: "Το προϊόν αποσύρθηκε")
    r"^\W*(?:το προϊόν\s+)?(?:έχει\s+)?αποσύρθηκε\W*$|"
    # (... and "withdrawn and no longer available": "Το προϊόν έχει αποσυρθεί και δεν είναι
    # πλέον διαθέσιμο", "δεν διατίθεται πλέον")
    # (not of the shops alone: "Διαθέσιμο online – δεν διατίθεται πλέον στα καταστήματα")
    r"έχει αποσυρθεί|(?:δεν είναι πλέον διαθέσιμ\w*|δεν διατίθεται πλέον)(?!\s+(?:στα|στο|σε)\s)|"
    # an auction that has ended, as the whole line ("Auktionen har avslutats", "Auction ended",
    # "Auktion beendet", "Aukcja zakończona"; not "Auction ends in 2 days", nor "När auktionen
    # har avslutats skickas varan…", a live auction's delivery note)
    r"^\W*auktionen (?:har avslutats|är avslutad|er avsluttet|er afsluttet)\W*$|"
    r"^\W*(?:this )?auction (?:has )?ended\b|^\W*auktion beendet|^\W*aukcja zakończona|"
    r"^\W*enchère terminée|^\W*subasta finalizada|^\W*asta terminata|^\W*veiling gesloten|"
    # (Kazakh "sold out": "Сатылып кетті"; Mongolian "production stopped", "will not come
    # again": "Үйлдвэрлэл зогссон.", "Энэ бараа дахин ирэхгүй")
    r"^\W*сатылып кетті|^\W*үйлдвэрлэл(?:ээ)? зогссон|дахин ирэхгүй|"
    # (Kazakh "temporarily none": "Тауар уақытша жоқ")
    r"(?:^\W*|тауар\s+)уақытша жоқ|"
    # (Mongolian "the goods ran out", "ran out" leading its line: "Бараа дууссан", "Дууссан — үнэ
    # дараагийн ирэлтээр зарлагдана")
    r"^\W*(?:бараа\s+)?дууссан\b|"
    # (Czech "production ended", "no longer on sale": "Výroba ukončena — produkt již není v
    # prodeji")
    r"^\W*výroba ukončena|(?:^\W*|(?:produkt|zboží|výrobek|položka|tento)\s+)(?:již|už) není v "
    r"prodeji|"
    r"^\W*(?:(?:товар|модель)\s+)?снят[аоы]? с производства|"
    r"^\W*(?:(?:товар|модель)\s+)?знят[аоі]? з виробництва|"
    r"^\W*(?:το προϊόν\s+)?δεν διατίθεται πλέον(?!\s+(?:σε|στα|στο|στη|στισ)\b)|"
    # Finnish "sold" as the whole status ("MYYTY"; not "eniten myyty", best-selling)
    r"^\W*myyty\W*$|"
    # Croatian, Serbian and Bosnian "discontinued and no longer available" ("Proizvod je ukinut
    # i više nije dostupan", "Više nije dostupno")
    r"proizvod je ukinut|više nije dostup\w*|"
    # ... Macedonian and Serbian Cyrillic ("Производот е укинат и повеќе не е достапен",
    # "Производ је укинут")
    r"производот е укинат|производ је укинут|повеќе не е достап\w*|више није доступ\w*|"
    # ("Proizvod više nije u ponudi", no longer on offer)
    r"više nije u ponudi|nije više u ponudi|"
    # Lithuanian "no longer sold", "no longer made" ("Nebeprekiaujama", "Prekė nebegaminama")
    r"nebeprekiaujama|nebegaminama|"
    # Georgian "all … sold", "ran out", "sold out" ("ყველა 300 ერთეული გაიყიდა")
    r"ყველა[^.]{0,30}გაიყიდა|ამოიწურა|გაყიდულია|"
    # "Stock out" as the line (Bangladesh, South Asia); PrestaShop's "available with other
    # options" (the combination chosen is not: "Produit disponible avec d'autres options")
    r"^\W*stock out\W*$|disponible avec d['’]autres options|available with (?:other|different) "
    r"options|verfügbar mit anderen optionen|disponible con otras opciones|"
    r"disponibile con altre opzioni|"
    # Malay and Indonesian "this product has been discontinued" ("Produk ini telah dihentikan")
    r"(?:telah|sudah) dihentikan|tidak lagi dijual|"
    # "no longer available" in French, Italian, Dutch ("not available" alone may speak of a
    # way to buy: "Click & Collect is not available", "niet beschikbaar op dit adres")
    r"n'est plus disponible|non è più disponibile|niet meer beschikbaar|"
    # "not available" said of the product itself ("Este producto no está disponible", not
    # "Recogida en tienda: no está disponible", a way to buy)
    r"(?:this|the) (?:product|item) is (?:currently |temporarily )?(?:not |un)available"
    r"(?!\s+(?:for|to|in|at|on|online|via))|"
    r"(?:este|el) (?:producto|artículo) no está (?:disponible|a la venta)"
    r"(?!\s+(?:para|por|en (?:tienda|l[íi]nea)|online))|"
    r"(?:ce|cet) (?:produit|article) n'est pas disponible"
    r"(?!\s+(?:pour (?!le moment|l'instant)|à|au|en (?:retrait|magasin|ligne|livraison)))|"
    r"questo (?:prodotto|articolo) non è disponibile"
    r"(?!\s+(?:per|online|in (?:negozio|consegna)))|"
    r"(?:dit|het) (?:product|artikel) is (?:momenteel |op dit moment |tijdelijk )?niet beschikbaar"
    r"(?!\s+(?:voor|om|online|in (?:de )?winkel|op dit adres))|"
    r"nicht (?:auf lager|vorrätig|verfügbar|lieferbar)|(?<!fast )ausverkauft|vergriffen|"
    r"rupture de stock|épuisé|epuise|indisponible|agotado|sin stock|no disponible|non disponible|"
    r"esaurito|non disponibile|uitverkocht|niet (?:meer )?(?:op voorraad|leverbaar)|"
    r"niet (?:meer )?in voorraad|\bnie in voorraad\b|\buit voorraad\b|"
    r"在庫切れ|在庫なし|在庫(?:が|は)(?:ございません|ありません)|売り切れ|品切れ|"
    # the Japanese marks and words for none as a stock line's value ("在庫：×", "在庫：なし")
    r"^\W*在庫(?:数)?\s?[:：]\s?(?:[×✕✗]|なし|無し|0)\W*$|"
    r"slutsåld|ikke på lager|udsolgt|esgotado|indisponível|"
    r"স্টক শেষ(?! হওয়ার)|স্টকে নেই|"
    r"sem estoque|sem stock|fora de estoque|fuera de stock|sin existencias|tükendi|stokta yok|"
    r"품절(?!\s?임박)|재고 없음|缺货|售罄|"
    # (Korean "sale completed", a pre-owned piece sold: "판매완료"; not a seller's count of
    # completed sales, "판매완료 312건", "almost" or "after" it, "판매완료 임박", "판매 완료 후")
    r"(?<!곧 )(?<!예약 )판매\s?완료(?!\s*(?:임박|후|[\d,]+\s?[건개]))|"
    # Korean "discontinued", "sales ended" ("단종된 상품입니다", "판매 종료")
    r"단종(?:된|되었|으로|\s?상품)|판매\s?(?:종료|중지|중단)|더 이상 판매하지 않습니다|"
    # Chinese "taken off the shelves", "no stock", "supply suspended"
    r"已下架|无货|無貨|暂停供应|暫停供應|"
    # Korean "(currently) there is no stock" (not "재고가 없을 경우…", "if none is in stock")
    r"재고가 없습니다|재고가 없어요|"
    r"utsolgt|slut i lager|ei varastossa|ei (?:ole )?saatavilla|niedostępny|brak w magazynie|"
    r"vyprodáno|nedostupné|"
    r"nicht mehr (?:auf lager|lieferbar|verfügbar|erhältlich)|nicht erhältlich|"
    # (... or orderable, or kept: "ist nicht mehr bestellbar", "wird nicht mehr geführt")
    r"nicht mehr bestellbar|wird nicht mehr geführt|"
    # (not "即將售完", about to sell out: only a few left)
    # (nor "售完即止", while stocks last: a promotion's small print)
    r"缺貨|(?<!即將)(?<!即将)(?<!快)售完(?![即為为]止)|完売|غير متوفر|غير متاح|نفدت|نفذت|"
    r"нет в наличии|"
    # (and Arabic "out of stock" as spelt both ways: "نفذ من المخزون")
    r"نف[دذ] (?:من )?المخزون|"
    # (Kyrgyz "not in the warehouse", Welsh "no longer available": "Кампада жок", "Nid yw'r
    # cynnyrch hwn ar gael mwyach")
    r"кампада жок|ddim ar gael|ar gael mwyach|allan o stoc|"
    r"non più disponibile|"
    # Persian "unavailable", Arabic "not available" ("ناموجود", "غير موجود")
    r"ناموجود|غير موجود|"
    # Japanese "sale ended", "sales discontinued"
    r"販売終了|販売を終了|販売中止|"
    # ... and "production ended" by the maker ("生産終了", "メーカー生産終了となりました")
    r"生産終了|製造終了|"
    # Thai "discontinued", "no longer sold", "production ended"
    r"เลิกจำหน่าย|ไม่มีจำหน่ายอีกต่อไป|เลิกผลิต|"
    # discontinued: nobody can order it any more
    # "temporarily unavailable", Swedish "temporarily sold out"
    r"temporarily unavailable|tillfälligt slut|"
    # Swedish "out of stock in the web warehouse" ("Slut i webblager")
    r"slut i (?:webb|nät)lagret|slut i (?:webb|nät)lager|"
    r"plus commercialisé|n'est plus disponible|plus disponible|no longer sold|discontinued|"
    # ... in Latin American Spanish and Portuguese, and "no longer available" in Spanish,
    # Portuguese, Arabic ("ya no está disponible", "não está mais disponível", "لم يعد متوفراً")
    r"descontinuad[oa]|ya no (?:está|se encuentra) disponible|não está mais disponível|"
    r"لم يعد متوا?فر|لم يعد متاح|"
    r"descatalogado|fuori produzione|nicht mehr im sortiment|uit (?:het )?assortiment|"
    # ... in Finnish, Swedish, Danish, Norwegian ("Tuote on poistunut valikoimasta", "Utgått
    # ur sortimentet", "Udgået af sortimentet", "Ikke lenger i sortimentet")
    r"poistunut (?:valikoimasta|myynnistä)|ei enää (?:myynnissä|saatavilla)|"
    r"utgått ur sortimentet|udgået af sortimentet|ikke (?:lenger|længere) i sortimentet|"
    r"немає в наявності|відсутній|tidak tersedia|stok habis|(?<!sắp )hết hàng|สินค้าหมด|หมดสต็อก|"
    # Malay and Indonesian "sold out" ("Habis stok", "Kehabisan stok", "Stok kosong")
    r"habis stok|kehabisan stok|stok kosong|"
    r"אזל מהמלאי|אזל המלאי|לא במלאי|μη διαθέσιμο|εξαντλήθηκε|ekki til á lager|uppselt|"
    # Hebrew "the product was discontinued", "no longer available" ("המוצר הופסק ואינו זמין עוד")
    r"הופסק|אינו זמין עוד|לא זמין עוד|"
    # Icelandic "discontinued", "no longer available" ("Hætt í sölu", "ekki lengur fáanleg")
    r"hætt í sölu|ekki lengur fáanleg|"
    # Belarusian "not in stock" ("Няма ў наяўнасці"), Sinhala "no stock" ("තොග නැත"), Tagalog
    # "sold out" ("Naubos na")
    r"няма ў наяўнасці|තොග නැත|\bnaubos na\b|"
    # (Tagalog "no more stock" leading its line: "Wala nang stock"; not "Kung wala nang stock,
    # ibabalik namin…", if there is none)
    r"^\W*wala nang stocks?\b|"
    # ... and a classified's "Sold" as its status line ("Staða: SELT", "Solgt", "Såld")
    r"^\W*(?:selt|solgt|såld)\W*$|"
    r"\bstok:? ?0\b|\bstok:? ?habis\b|"
    # Swiss German "an Lager", Czech/Slovak "not in stock", Romanian "sold out"
    r"nicht (?:mehr )?an lager|není skladem|nie je skladom|stoc epuizat|indisponibil|"
    r"nu (?:este|e) (?:în|pe) stoc|sin unidades disponibles|não (?:está )?disponível|"
    # Central/Eastern Europe, Baltics, Nordics: "Nije dostupno", "Nema na zalihi", "Ni na
    # zalogi", "Nie je na sklade", "Няма наличност", "Hetkel otsas", "Nav noliktavā", "Nėra
    # sandėlyje", "Tilapäisesti loppu", "Nincs készleten", "Utgått", "Ej i lager"
    r"nije (?:dostupa?n|na (?:zalihi|stanju))|nedostupa?n[oa]?\b|nema na (?:zalihi|stanju|lageru)|"
    r"(?<!skoro )(?<!uskoro )(?<!gotovo )(?<!skoraj )rasprodan|ni na zalogi|ni na voljo|"
    # (Estonian "removed from sale": "Toode on müügist eemaldatud"; Latvian "removed from the
    # range": "Izņemts no sortimenta")
    # (and "no longer available" as the line's start: not "Suurus XL ei ole enam saadaval", a
    # size's)
    r"müügi(?:st|lt) eemaldatud|izņemts no sortimenta|^\W*(?:ei ole|pole) enam saadaval\b|"
    r"tootmisest maas|"
    # (Malay "sold out" leading its line: "Habis dijual"; not "Hampir habis dijual", "Belum
    # habis dijual", "Pesan sebelum habis dijual!")
    r"^\W*(?:stok\s+)?habis dijual\b|"
    r"ni več v prodaji|(?<!skoro )(?<!skoraj )(?<!gotovo )razprodan|nie je na sklade|"
    r"není na skladě|vypredan|"
    r"няма наличност|изчерпан|не е наличен|не е в наличност|нема на стању|распродат|"
    # (Serbian in Latin letters: "Rasprodato"; not "Rasprodaja", a clearance sale, nor "Skoro
    # rasprodato", almost sold out)
    r"(?<!skoro )(?<!uskoro )(?<!gotovo )(?<!samo što nije )\brasprodat|"
    # a resale's sold item ("This item has found a new home. Price hidden after sale.")
    r"\bhas found a new home\b|\bprice hidden after sale\b|"
    r"\botsas\b|(?:läbi|välja) ?müüdud|(?:pole|ei ole) laos|(?:pole|ei ole) saadaval|"
    # Estonian "removed from the range" ("See toode on valikust eemaldatud")
    r"valikust eemaldatud|nav noliktavā|izpārdots|nav pieejam|"
    r"nėra sandėlyje|išparduot|tilapäisesti loppu|loppu varastosta|loppuunmyyty|"
    # Finnish "sold out" alone or after the web shop's stock label ("Verkkokaupan saldo: Loppu")
    r"^\W*loppu\W*$|saldo:?\s?loppu\b|"
    # Lithuanian "we do not have (it)", Bengali "stock out"
    r"\bneturime\b|স্টক আউট|"
    # Catalan "sold out", "out of stock"; Basque "sold out", "not in stock"
    r"\besgotat\b|fora d'estoc|sense estoc|\bagortuta\b|ez dago stockean|stockik ez|"
    # Georgian "not in stock", Armenian "not available", Azerbaijani "not in stock",
    # Albanian "not in stock", Macedonian "sold out"
    r"მარაგში არ არის|ამოწურულია|առկա չէ|չկա|stokda yoxdur|mövcud deyil|"
    # Azerbaijani "not in the warehouse", Uzbek "not in stock / not on sale / unavailable",
    # Kazakh "not in the warehouse / not available"
    r"anbarda yoxdur|omborda (?:yo['‘’ʻ]q|mavjud emas)|sotuvda yo['‘’ʻ]q|\bmavjud emas\b|"
    r"қоймада жоқ|қолжетімсіз|"
    r"nuk (?:ka|është) në gjendje|nuk ka stok|e shitur|распродадено|"
    # Russian and Ukrainian "sold out" ("Всё распродано!", "Розпродано"; not "распродажа",
    # a sale)
    r"распродан[оаы]?(?!\w)|розпродан[оаі]?(?!\w)|товар закончился|"
    # (and Hungarian "not orderable", "not available": "Jelenleg nem rendelhető", "Jelenleg
    # nem elérhető")
    # (and Amharic "not available for now", "sold out": "ለጊዜው የለም", "አልቋል")
    r"ለጊዜው የለም|አልቋል|"
    # (... "sold — not available now": "ተሽጧል — በአሁኑ ጊዜ የለም")
    r"ተሽጧል|በአሁኑ ጊዜ የለም|"
    # (Serbian "taken out of the range": "Производ је избачен из понуде")
    r"избачен из понуде|izbačen iz ponude|"
    # (Haitian Creole "not in stock": "Pa nan stòk")
    r"\bpa nan st[òo]k\b|"
    # (Romanian "no longer sold", "no longer available": "Produsul nu mai este comercializat.")
    r"\bnu mai este comercializat\b|\bprodusul nu mai este (?:disponibil|în stoc)\b|"
    r"\bnu se mai comercializează\b|"
    # (not "Házhoz szállítás: nem elérhető", home delivery only, beside store stock)
    r"nincs készleten|elfogyott|nem rendelhető|(?:jelenleg|átmenetileg|sajnos) nem elérhető|"
    r"^\W*nem elérhető\W*$|"
    r"utgått|udgået|selges ikke lenger|(?:ej|inte) i lager|"
    r"(?<!prawie )(?<!zostaną )(?<!będą )wyprzedan[eya]|nincs raktáron|"
    r"няма в наличност|нема на залиха|"
    r"nema na zalihama|"
    # withdrawn from sale (Polish, Czech): "Produkt wycofany ze sprzedaży", "Ukončený prodej"
    r"wycofan[yae] (?:ze sprzedaży|z oferty|z produkcji)|ukončený prodej|"
    # Hindi "out of stock", "not available" ("स्टॉक में नहीं है", "उपलब्ध नहीं है")
    r"स्टॉक में नहीं|स्टॉक खत्म|उपलब्ध नहीं|"
    # Indonesian "no longer produced", Bengali "will no longer be available" ("Produk ini sudah
    # tidak diproduksi lagi", "এই পণ্যটি আর পাওয়া যাবে না")
    r"^\W*(?:(?:produk|barang)(?: ini)? )?sudah tidak diproduksi|"
    r"(?:পণ্যটি|এটি|পণ্য) আর পাওয়া যাবে না|"
    # ... in Nepali, Marathi, Gujarati, Malayalam, Tamil, Telugu, Kannada, Sinhala, Khmer, Lao
    # and Burmese ("स्टकमा छैन", "स्टॉकमध्ये नाही", "સ્ટોકમાં નથી", "സ്റ്റോക്കില്ല", "கையிருப்பில்
    # இல்லை", "స్టాక్ లేదు", "ಸ್ಟಾಕ್ ಇಲ್ಲ", "තොග අවසන්", "អស់ពីស្តុក", "ສິນຄ້າໝົດ", "ပစ္စည်းကုန်")
    r"स्टकमा छैन|स्टक सकियो|स्टॉकमध्ये नाही|स्टॉक संपला|સ્ટોકમાં નથી|સ્ટોક ખતમ|"
    # (and Bengali "no stock": "স্টক নেই")
    r"স্টক নেই|"
    r"സ്റ്റോക്ക്?\u200c?\s?ഇല്ല|സ്റ്റോക്കില്ല|സ്റ്റോക്ക്?\u200c?\s?തീർന്നു|"
    r"கையிருப்பில் இல்லை|ஸ்டாக் இல்லை|இருப்பு இல்லை|"
    # (and Tamil "sold out", "notify me when in stock": "விற்றுத் தீர்ந்தது", "கையிருப்பு வந்ததும்
    # தெரிவிக்கவும்")
    r"விற்றுத்\s?தீர்ந்(?:தது|துவிட்டது)|கையிருப்பு வந்ததும் தெரிவி|"
    r"స్టాక్\u200c?\s?(?:లో\s?)?లేదు|స్టాక్\u200c?\s?అయిపోయింది|"
    r"ಸ್ಟಾಕ್\u200c?\s?(?:ನಲ್ಲಿ\s?)?ಇಲ್ಲ|ಸ್ಟಾಕ್\u200c?\s?ಖಾಲಿ|"
    r"තොග අවසන්|තොගයේ නැත|អស់ពីស្តុក|អស់ស្តុក|ສິນຄ້າໝົດ|ໝົດສາງ|ပစ္စည်းကုန်|"
    # a back-in-stock alert offered: "Notify me when available", "Avvisami quando
    # disponibile", "Benachrichtigen, wenn lieferbar" (not "in stock" for its last word)
    r"(?:notify|email|alert|tell) me when (?:it'?s |it is )?(?:back|available|in stock)|"
    r"notify when (?:back|available)|"
    r"benachrichtig\w*,? (?:mich )?(?:wenn|sobald) (?:verfügbar|wieder|lieferbar)|"
    r"avísame cuando (?:esté disponible|llegue|vuelva|haya)|avvisami quando (?:disponibile|torna)|"
    r"prévenez-moi (?:lorsque|quand|dès)|m'alerter (?:du retour|quand|lorsque|dès)|"
    r"powiadom (?:mnie )?o dostępności|meld (?:mij|me) wanneer|avise-me quando|"
    r"入荷お知らせ|재입고 알림|到货通知|(?:stoka )?gelince haber ver|"
    # ... in the Nordics: "Få besked, når … er tilbage på lager", "Gi meg beskjed når …
    # er tilbake på lager", "Meddela mig när … är tillbaka i lager"
    r"\b(?:besked|beskjed|meddela\w*|underrätta\w*)\b[^.!]{0,80}\b(?:er|är) "
    r"(?:tilbage|tilbake|tillbaka) (?:på|i) lager|"
    # ... or "back in stock" said as "in stock again" ("Få besked når varen er på lager igen")
    r"\b(?:besked|beskjed|meddela\w*|underrätta\w*)\b[^.!]{0,80}\b(?:på|i) lager igen\b|"
    # ... or "expected in stock again", no date given ("Forventes på lager igen – tilmeld dig
    # nyhedsbrev for besked")
    r"forvente[ts] (?:på lager igen|tilbage på lager|tilbake på lager)|"
    # ... or in stock by a week's number ("Forventet på lager uge 6", "Förväntas i lager vecka
    # 12", "Expected in stock week 6": not yet; with "bestil nu" after it, on order)
    # (not after a pre-order's word: "Forudbestil nu – forventes på lager uge 3" is a pre-order)
    r"^(?!.*(?:forudbestil|förbeställ|forhåndsbestill|pre-?order|vorbestell))"
    r".*?(?:forvente[ts] på lager (?:i |fra )?(?:uge|uke) \d|"
    r"förväntas i lager (?:i )?(?:vecka|v\.) ?\d|expected in stock (?:in )?week \d)|"
    r"förväntas (?:i lager igen|tillbaka i lager)|"
    # Sinhala "sold out" ("විකිණී අවසන් — ඊළඟ තොගය ගැන දැනුම් දෙන්නෙමු")
    r"විකිණී අවසන්|විකුණා අවසන්|"
    # Mongolian "discontinued" ("Үйлдвэрлэлээс гарсан")
    r"үйлдвэрлэлээс гарсан|"
    # Arabic "discontinued for good and will not be available again" ("تم إيقاف هذه الدرجة
    # نهائياً ولن تتوفر مجدداً")
    r"تم إيقاف (?:هذ[اه] )?(?:ال\w+ )?نهائي|لن (?:تتوفر|يتوفر) مجدد|"
    # ... "this product has been discontinued" ("تم إيقاف هذا المنتج", "تم إيقاف المنتج")
    r"تم إيقاف (?:هذا )?المنتج|"
    # Chinese "discontinued", "no longer sold" ("此商品已停產，不再販售")
    r"已停產|已停产|不再販售|不再贩售|不再銷售|不再销售|停止販售|停止销售|已停售|已停賣|已停卖"
)
_PRE = (
    # Tajik "pre-order" ("Пешфармоиш: аз 15 март дастрас мешавад", "Пешфармоиш додан")
    r"пешфармоиш|"
    # (not an auction's reserve price: "Reservationspris ej uppnått")
    r"pre-?order|vorbestell|pr[ée]-?commande|preventa|reserva(?!tionspris|sjonspris)|"
    # (not a booking to visit, view or test-drive: "ご来店予約受付中", "試乗予約")
    r"preordina|(?<!来店)(?<!試乗)(?<!見学)(?<!商談)予約|"
    r"pr[ée]-?venda|pre-?venta|przedsprzedaż|ön sipariş|предзаказ|передзамовлення|"
    # (Uzbek "order in advance": "Oldindan buyurtma: jo'natish 20-iyundan")
    r"oldindan buyurtma|"
    r"förbeställ|forudbestil|forhåndsbestill|voorbestel|vooruitbestel|ennakkotila|사전\s?예약|예약\s?판매|"
    # (Nynorsk "can be pre-ordered": "kan førehandsbestillast"; Arabic "available for
    # pre-booking": "متاح للحجز المسبق")
    r"førehandsbestill|(?:متاح|متاحة|متوفر) ل?لحجز المسبق|"
    r"預購|预购|預售|预售|đặt trước|พรีออเดอร์|สั่งจองล่วงหน้า|طلب مسبق|حجز مسبق|förhandsboka|"
    # (Bengali "pre-order", transliterated: "প্রি-অর্ডার")
    r"প্রি-?\s?অর্ডার|"
    # (and Nepali and Hindi: "प्रि-अर्डर", "प्री-ऑर्डर")
    r"प्रि-?\s?अर्डर|प्री-?\s?ऑर्डर|"
    # Malay and Indonesian "pre-order" ("Pra-tempahan", "Prapesan", "Pre-pesan")
    r"\bpra-?\s?tempahan|\bpra-?\s?pesan|\bpre-?\s?pesan|"
    # Armenian "pre-order" and its button ("Նախապատվեր", "Նախապատվիրել")
    r"նախապատվ[եի]ր|"
    # Mongolian "pre-order" ("Урьдчилсан захиалга — 10-р сарын 15-нд ирнэ")
    r"урьдчилсан захиалга|"
    # Kazakh "pre-order" ("Алдын ала тапсырыс: жеткізу 15 наурыздан бастап")
    r"алдын ала тапсырыс|"
    # Chinese "booking" of a new product ("現正接受預訂"), not "可預訂" (may be ordered) of a
    # product being restocked ("補貨中 - 可預訂，預計 7 日內發貨")
    r"(?<!可)預訂|(?<!可)预订|"
    # Korean "reserved delivery / purchase / order" ("예약배송 상품입니다", "예약 구매하기")
    r"예약\s?(?:배송|구매|주문)|"
    # Slovenian, Croatian, Czech/Slovak, Bulgarian, Hungarian, Estonian, Latvian,
    # Lithuanian, Finnish pre-orders
    r"prednaročil|prednarudžb|predobjedn|předobjedn|предварителна поръчка|előrendel|ettetellim|"
    r"eeltelli|"
    # Romanian "pre-order" ("Precomandă – livrare începând cu 1 martie"), Dutch "presale",
    # "order in advance" ("Voorverkoop: geleverd vanaf maart", "Vooraf bestellen")
    r"\bprecomand|\bvoorverkoop\b|\bvooraf bestellen\b|"
    # Greek, Malay and Swedish pre-orders ("Προπαραγγελία", "Pra-tempahan", "Förbokningsbar")
    r"προπαραγγελ|pra-?tempah|pra-?pesan|förbok|"
    r"priekšpasūt|išankstinis užsakym|ennakkomyyn|"
    # Icelandic "pre-order" ("Forpöntun – væntanlegt í apríl", a "Forpanta" button)
    r"\bforp[öo]ntun|\bforpanta|"
    # Burmese, Khmer and Lao pre-orders ("ကြိုတင်မှာယူနိုင်ပါသည်", "កម្ម៉ង់ជាមុន", "ສັ່ງຈອງລ່ວງໜ້າ")
    r"ကြိုတင်မှာယူ|កម្ម៉ង់ជាមុន|កុម្ម៉ង់ជាមុន|ສັ່ງຈອງລ່ວງໜ້າ|"
    # Hebrew "pre-order", "early order"
    r"הזמנה מוקדמת|"
    # Arabic "available for pre-order", "pre-order" ("متوفر للطلب المسبق", "اطلب مسبقاً")
    r"(?:ال)?طلب (?:ال)?مسبق|اطلب(?:ها|ه)? مسبقا|"
    # Armenian and Georgian pre-orders ("Նախնական պատվեր", "წინასწარი შეკვეთა"), Persian and
    # Urdu ("پیش‌خرید", "پیش خرید", "پری آرڈر"), Hindi ("प्री-ऑर्डर")
    r"նախնական պատվեր|წინასწარი შეკვეთ|پیش[\u200c ]?(?:خرید|سفارش)|پری آرڈر|प्री-?ऑर्डर|"
    # Dutch "reserve now" of a product not yet out ("Verwacht: 12 juni – reserveer nu"), not
    # a store reservation ("Reserveer nu en haal af in de winkel")
    r"(?<!voorraad – )(?<!voorraad - )(?<!voorraad, )\breserveer nu\b"
    r"(?![^.;]{0,40}(?:winkel|filiaal|afha|ophal|haal))"
)
# Made or bought in once ordered ("Disponible sur commande", "La comandă", "Bestillingsvare").
# The "\b" and "(?! d…)" guards keep out order thresholds: "gratis på bestillinger over",
# "livraison offerte sur commande de 50 €", "gratis en pedidos".
_BACK = (
    # WooCommerce "In stock (can be backordered)": in stock now, orders past it are taken
    r"(?<!can be )backorder|"
    # the supplier's backlog, the supplier's stock ("Lieferbar in 10–14 Arbeitstagen
    # (Lieferantenrückstand)", Hebrew "במלאי הספק – זמן אספקה 7–10 ימי עסקים")
    r"lieferantenrückstand|במלאי הספק|"
    # Hebrew "by special order" leading its line ("בהזמנה מיוחדת – אספקה תוך 14 ימי עסקים"; not
    # "במלאי – מידות נוספות בהזמנה מיוחדת", other sizes')
    r"^\W*בהזמנה מיוחדת|"
    # Vietnamese "ordered from the supplier", "the goods arrive in 5–7 days" ("Hàng về sau 5–7
    # ngày (đặt hàng từ nhà cung cấp)")
    r"đặt (?:hàng )?từ nhà cung cấp|\bhàng về sau\s*\d|"
    # French "available within 5 days" (PrestaShop's line for a product not at hand: "Disponible
    # sous 5 jours", "sous 5 à 7 jours ouvrables"; not "disponible sous 2 h", a store's pickup)
    # (leading its line: not "En stock, disponible sous 3 à 5 jours ouvrés", "Facture
    # disponible sous 3 jours"; nor a store's, "Disponible sous 3 jours en magasin")
    # (after its field's label or "Article": "Disponibilité : Disponible sous 8 jours")
    r"^\W*(?:(?:disponibilit[ée]|expédition|livraison|délai)\s*:\s*)?(?:article\s+|produit\s+)?"
    r"disponible sous\s*(?:[3-9]|[1-9]\d)\s*(?:(?:à|-|–)\s*\d{1,2}\s*)?jours\b"
    r"(?![^.;·|•]{0,30}(?:magasin|boutique))|"
    # made (printed, built) once ordered ("Wird für Sie gedruckt – Versand in 8–10 Werktagen",
    # Korean "주문 후 제작"), shipped from the supplier (Arabic "يُشحن خلال 7-10 أيام عمل من المورّد")
    r"wird für sie (?:gedruckt|gefertigt|hergestellt|produziert|angefertigt)|"
    r"주문\s?후\s?제작(?![^\n]{0,40}(?:교환|반품|환불))|"
    r"يُ?شحن (?:خلال|في)[^\n]{0,24}من المورّ?د|"
    # (... the supplier first: "يُشحن من المورد خلال 7-10 أيام عمل")
    r"يُ?شحن من المورّ?د (?:خلال|في)|"
    # Greek "upon order" ("Κατόπιν παραγγελίας – παράδοση σε 15-20 εργάσιμες ημέρες")
    r"κατόπιν παραγγελία[σς]|κατά παραγγελία|"
    # Sinhala "on order" ("ඇණවුම් මත – දින 7-10 තුළ යවනු ලැබේ")
    r"ඇණවුම් මත|"
    # (... and "ordered from the supplier": "සැපයුම්කරුගෙන් ඇණවුම් කෙරේ — දින 10-14")
    r"සැපයුම්කරුගෙන් ඇණවුම්|"
    # Arabic "available on order" ("متوفرة بالطلب — التسليم خلال ٣ إلى ٤ أسابيع")
    r"متوفرة? (?:بالطلب|عند الطلب|حسب الطلب)|"
    # (... "it comes available on order": "يتوفر عند الطلب – التوريد خلال 10 أيام")
    r"^\W*(?:ال\S+\s+)?[يت]توفر (?:بالطلب|عند الطلب|حسب الطلب)|"
    # ... ordered from the factory ("متوفر خلال 7-10 أيام عمل (طلب من المصنع)"); Armenian "on
    # order" ("Առկայություն՝ Պատվիրով՝ 5-7 օր", "Ըստ պատվերի")
    r"طلب من المصنع|بالطلب من المصنع|يُطلب من المورد|يطلب من المورد|طلب من المورد|"
    # ... in Hebrew ("בהזמנה מהספק"), Tagalog "to order" ("Pa-order: darating sa loob ng 2–3
    # linggo"), British "ordered in" ("Order in – ships in 5–7 working days")
    r"בהזמנה מהספק|\bpa-?order\b|\bnaka-?order pa\b|^\W*order in\s*[–—:-]|"
    # ... ordered from the supplier ("Available in 5–7 days (on order from supplier)",
    # "Disponível no fornecedor – envio em 7 a 10 dias úteis")
    r"\bon order from (?:the |our )?supplier\b|\bdisponível no fornecedor\b|"
    # ... sent by the maker or supplier itself, said so in brackets after a lead time
    # ("Disponibile in 5-7 giorni lavorativi (spedito dal produttore)"; not "In stock – ships
    # from the manufacturer in 24 hours", drop-shipped stock at hand, nor "Ships in 1–2 business
    # days from supplier")
    r"\(\s*spedit[oa] dal (?:produttore|fornitore)\s*\)|"
    # stock on its way, the time given ("Incoming stock – ETA 6 weeks, order now to secure")
    r"^\W*incoming stock\b[^\n]{0,12}\beta\b|"
    # ... awaited, with a date or a time ("Awaiting stock – due in 2–3 weeks. Order now to
    # reserve.")
    r"^\W*awaiting (?:stock|delivery)\b[^\n]{0,6}\bdue\b|"
    r"\bdisponible (?:chez|en) (?:le |el )?(?:fournisseur|proveedor)\b|"
    r"պատվիրով|պատվերով|ըստ պատվերի|"
    # Punjabi "made on order" ("ਆਰਡਰ 'ਤੇ ਬਣਾਇਆ ਜਾਂਦਾ ਹੈ")
    r"ਆਰਡਰ\s?['’]?\s?ਤੇ ਬਣਾ|"
    # Lithuanian "the item will be made within 7–10 working days" ("Prekė bus pagaminta per")
    r"bus pagaminta|pagaminama per|"
    # German "made to order", Arabic "special order" ("Fertigung nach Auftrag, ca. 6 Wochen",
    # "يُشحن خلال 7–10 أيام عمل (طلب خاص)")
    # Malay "special order" ("Pesanan khas – dihantar dalam 2–3 minggu")
    r"pesanan khas|"
    # Swahili "on order" ("Imeagizwa – itapatikana ndani ya siku 7–10", "Kwa oda maalum")
    r"\bimeagizwa\b|\binaagizwa\b|\bkwa oda maalum\b|"
    # Bulgarian "on request" ("По заявка – доставка до 14 дни")
    r"(?<![а-я])по заявка(?![а-я])|"
    # Dutch "reordered" from the supplier ("Tijdelijk uitverkocht – nabesteld, verwacht …")
    r"\bnabesteld\b|"
    r"(?:an)?fertigung nach auftrag|auf bestellung (?:gefertigt|angefertigt)|طلب خاص|"
    # Thai, Mongolian and Amharic "made to order" ("สินค้าสั่งผลิต", "Захиалгаар — 14 хоногт
    # ирнэ", "በትዕዛዝ የሚሰራ")
    r"สั่งผลิต|^\W*захиалгаар\b|በትዕዛዝ|back-order|\bspecial[- ]order\b(?!s)|"
    # Chinese "being restocked, may be ordered" ("補貨中 - 可預訂，預計 7 日內發貨")
    r"(?:補貨中|补货中)\W{0,3}(?:可預訂|可预订)|"
    # spelt apart: "Back order – ETA 2–3 weeks", "On back order", "Back ordered"
    r"(?<!can be )\bback order(?:ed|s)?\b|nachbestellt|en réapprovisionnement|bajo pedido|"
    # Canadian French "back order" ("En rupture de stock — commande en souffrance"), Croatian
    # and Serbian "available to order" ("Dostupno za narudžbu (isporuka 7 dana)")
    r"commande en souffrance|dostupno za narudžbu|dostupno po narudžbi|"
    # Georgian "made individually" ("ინდივიდუალური დამზადება – 7-10 დღე"), Vietnamese "goods
    # on order" as the line's label ("Hàng đặt: giao trong 7–10 ngày")
    r"ინდივიდუალური დამზადება|მზადდება შეკვეთით|^\W*hàng đặt\b|"
    # Georgian "on order", Hindi "made to order", Azerbaijani "to order" ("შეკვეთით – მიწოდება
    # 7–10 დღეში", "मेड टू ऑर्डर — 3 सप्ताह में डिस्पैच", "Sifarişlə, 10 iş günü ərzində")
    r"^\W*შეკვეთით|मेड टू ऑर्डर|^\W*sifarişlə\b|"
    # Greek "available in 4–10 days", the supplier's stock (Skroutz's scale: "1–3 days" is at
    # hand)
    r"διαθέσιμο σε\s*\d+\s*[-–]\s*(?:1\d|[2-9]\d)\s*(?:εργάσιμε[σς]\s*)?ημέρε[σς]|"
    # Norwegian, Swedish and Finnish "can be ordered" ("Ikke på lager – kan bestilles")
    r"\bkan bestilles\b|\bkan beställas\b|(?<!ei )\btilattavissa\b|"
    # "On order – arrives in approx. 3 weeks" as the stock line's start (not an order
    # threshold: "On order over $50, free delivery")
    r"^\W*on order\b(?!s)(?!\s+(?:over|above|of|from|value|total|amount|worth))|"
    # (or after a dash, a lead time after it: "Out of stock – on order, ETA 10 working days";
    # not "In stock – on order before 3pm, dispatched today")
    r"\s[–—-]\s\W*on order\b(?=\s*[,;:–—-]?\s*(?:eta\b|expected|ships?\b|arriv|lead time|"
    r"approx|ca\.|in \d|\d+\s*(?:working |business )?(?:days?|weeks?)))|"
    # ... or "Available on order: delivery in 7–10 working days"
    r"^\W*available (?:on|to) order\b(?!s)(?!\s+(?:over|above|of|from|value|total|amount|for))"
    r"(?=[^.;]{0,30}(?:\d|week|day|month))|"
    # German "delivery to follow", "expected to be deliverable from 15 January"
    # (not a shipping policy's: "Versandkostenfreie Nachlieferung bei Teillieferungen")
    r"(?<!versandkostenfreie )(?<!kostenfreie )(?<!kostenlose )(?<!eine )(?<!die )"
    r"nachlieferung(?!en)(?!\s+(?:bei|ist|sind|erfolgt|von teil|nicht|ausgeschlossen))|"
    r"voraussichtlich lieferbar ab|"
    # German "made for you", "made to order" ("(wird für Sie gefertigt)", "Anfertigung nach
    # Auftrag")
    r"\bfür sie gefertigt|\bfür dich gefertigt|anfertigung nach auftrag|auf bestellung gefertigt|"
    # Albanian "ships within 2–3 weeks", "to order" ("Dërgohet brenda 2–3 javësh", "Me porosi")
    r"brenda \d+\s?[–-]\s?\d+ jav|\bme porosi\b|"
    # Serbian, Croatian and Lithuanian "to order" ("Po porudžbini – isporuka 7-10 radnih dana",
    # "Gamyba pagal užsakymą – 3–4 savaitės")
    r"\bpo (?:porudžbini|porudžbi|narudžbi|narudžbini)\b|pagal užsakymą|"
    r"sur commande\b(?!\s*(?:de\b|des\b|dès\b|d['’]|à partir|sup[ée]rieure|minimum))|"
    r"(?:la|pe) comand[ăa]\b(?! de)|\ba pedido\b|sobre pedido\b|"
    r"por encargo|sob encomenda|\bem encomenda\b|su ordinazione|auf bestellung\b|"
    # Portuguese "made to measure in 6–8 weeks" ("Feita por medida em 6–8 semanas")
    r"feit[oa] (?:por|sob) medida|"
    # ... "made to order in 5–7 working days" ("Produzido por encomenda em 5–7 dias úteis")
    r"(?:produzid|fabricad|montad)[oa] (?:por|sob) encomenda|"
    # Vietnamese "made to order" ("Hàng làm theo đơn – giao sau 10–14 ngày"), "… days for making"
    r"làm theo đơn|sản xuất theo đơn|\b(?:days?|weeks?) for making\b|"
    # Korean "made to order", "made, then shipped" ("주문 후 7~10일 제작 발송")
    r"주문\s?제작|제작\s?(?:후\s?)?발송|"
    r"bestellartikel|bestellware|"
    # made to measure (German), knitted or made to order (Icelandic), stocked by the supplier
    # (Chinese: "通常於 7–12 個工作天內出貨（供應商備貨）")
    r"anfertigung nach ma(?:ss|ß)|eftir pöntun|sérpöntun|供應商備貨|供应商备货|"
    # (Faroese "can be ordered", a lead time after it: "Kann bíleggjast – 3-4 vikur")
    r"\bkann bíleggjast\b|"
    # (Dutch "ordered from the supplier": "Levertijd 3 à 5 werkdagen (niet in voorraad, besteld
    # bij leverancier)")
    r"\bbesteld bij (?:de |onze )?leverancier\b|\bbij (?:de )?leverancier besteld\b|"
    # (a lead time of a week or more in English, as the stock line: "Lead time 7–10 working
    # days", "Available in 7–10 days (shipped from Cebu)"; a board cut to size first, "Zuschnitt
    # in 3–5 Arbeitstagen, danach Versand")
    # (not a lead time counted from a step of the order: "Lead time: 3–4 weeks after template",
    # "… after confirmation")
    r"^\W*(?:lead time:?|available in) (?:[5-9]|[1-9]\d)\s?[–-]\s?\d{1,2} "
    r"(?:working |business )?days\b(?! after)|^\W*lead time:? \d{1,2}\s?[–-]\s?\d{1,2} "
    r"weeks\b(?! after)|"
    r"^\W*zuschnitt in \d{1,2}\s?[–-]\s?\d{1,2} (?:arbeits|werk)tage|"
    # (ordered from the supplier, in Spanish; a size out of stock that can be ordered, in
    # Portuguese: "(se pide a proveedor)", "Sem stock no tamanho 39 — disponível para encomenda")
    r"\bse pide al? (?:proveedor|fábrica|fabricante)\b|"
    r"\bsem stock\b[^\n]{0,40}\bdisponível para encomenda\b|"
    # (Danish, from a remote warehouse in a week or more: "Fjernlager – leveres om 8–12 hverdage")
    r"\bfjernlager\s*[–-]\s*leveres om (?:[5-9]|[1-9]\d)\s?[–-]\s?\d{1,2} "
    r"(?:hverdage|arbejdsdage|dage)\b|"
    # (Nepali "available N days after ordering": "अर्डर गरेपछि ७–१० दिनमा उपलब्ध")
    r"अर्डर गरेपछि[^\n]{0,20}दिनमा उपलब्ध|"
    # (and "made to measure" as a verb: "Gläser werden nach Mass gefertigt")
    r"nach ma(?:ss|ß) (?:gefertigt|angefertigt|hergestellt)|"
    # held at the supplier, shipped from there ("U dodávateľa – expedujeme do 10 dní", "Skladem
    # u dodavatele"; not a German shop's extra line "Mehr als 10 Stück beim Lieferanten" under
    # its own stock)
    r"\bu dodávateľa\b|\bu dodavatele\b|\bu dostawcy\b|"
    # ... in Romanian, English, French and Spanish ("În stoc furnizor – livrare în 7–10 zile",
    # "Ships from supplier in 3–5 days", "Expédié depuis le fournisseur"; not the Romanian
    # with a delivery of three days or less, a shop's own warehouse: "livrare în 2-3 zile")
    r"\bstoc(?:ul)? furnizor(?:ului)?\b(?![^\d]{0,30}\b[1-3]\s?(?:[-–]\s?[1-3])?\s?zile)|"
    r"\b(?:ships|dispatched|shipped|sent) (?:direct )?from "
    r"(?:the |our )?supplier\b|\bdepuis (?:le|notre) fournisseur\b|"
    # (... the time first: "Ships in 5–7 business days from supplier")
    r"\b(?:ships|dispatched|delivered) (?:with)?in (?:[3-9]|\d{2,})\s?[-–]\s?\d+ "
    r"(?:business |working )?days\s*\(?\s*from (?:the |our )?supplier\b"
    r"(?!\s*(?:once|when|after) (?:re-?stocked|back in stock))|"
    r"\bstock (?:del |en )?proveedor\b|"
    # Croatian/Serbian/Slovenian "delivery from the supplier" ("Isporuka od dobavljača 5–7
    # radnih dana"), Danish and Norwegian "produced to order" ("Produceres på bestilling")
    r"\bod dobavljača\b|\bkod dobavljača\b|\bpri dobavitelju\b|"
    r"(?:produceres|fremstilles|produseres|lages|laves) på bestilling|"
    r"op bestelling\b|bestelartikel|na zamówienie|na objednávku\b|na zakázku\b|"
    # made or put together once ordered ("Wird nach Ihrer Bestellung montiert", "Wordt voor je
    # samengesteld", "Tailored to order")
    r"nach ihrer bestellung (?:montiert|gefertigt|gebaut|zusammengebaut|hergestellt)|"
    r"voor (?:je|u) samengesteld|(?:tailored|assembled|cut|printed|engraved) to order|"
    r"på bestilling\b|bestillingsvare|beställningsvara|på beställning\b|tilaustuote|"
    r"под заказ|під замовлення|пад заказ|(?:пошиття|пошив|виготовлення) на замовлення|"
    r"(?:пошив|изготовление) на заказ|お取り寄せ|取り寄せ|受注生産|made[- ]to[- ]order|"
    r"built to order|"
    # Lithuanian "we will make it in", Turkish "on order", Malay "stock expected to arrive in"
    # ("Pagaminsime per 10 d.d.", "Sipariş üzerine – tedarik süresi 3 iş günü", "Stok dijangka
    # tiba dalam 10–14 hari bekerja")
    r"\bpagaminsime\b|\bsipariş üzerine\b|\bstok dijangka tiba\b|"
    # ("Supplied on order – 5 working days", Italian "ordered from the supplier": "Ordinato
    # presso il fornitore – consegna in 5–8 giorni")
    r"\bsupplied on order\b|\bordinato presso il fornitore\b|"
    # Uzbek "on order" ("Buyurtma asosida — yetkazish 10 kun ichida"), Bulgarian "delivery
    # expected" ("Очаква се доставка – 7–10 работни дни")
    r"buyurtma asosida|buyurtma bo['’ʻ]yicha|очаква се доставка|"
    # Chinese "made to order in about N (working) days" ("訂製約 14 個工作天")
    r"(?:訂製|订制|接單生產|接单生产)\s?(?:約|约)\s?\d|"
    # German "is ordered from the maker" ("ca. 4–6 Wochen (wird beim Hersteller bestellt)")
    r"beim hersteller bestellt|"
    # ("Hand-woven to order by our cooperative", "knitted to order", "crafted to order")
    r"\b(?:hand-?)?(?:woven|knitted|sewn|crafted|tailored|printed|carved|cast|stitched) to order\b|"
    # made to order in Korean, Arabic, Hebrew, Finnish ("주문 제작", "제작 기간 2~3주",
    # "يُصنع حسب الطلب", "מיוצר בהזמנה", "Valmistetaan tilauksesta"), and ordered in from the
    # supplier for the buyer ("Artikel wird beim Lieferanten für Sie bestellt")
    r"주문\s?제작|제작\s?기간|يُصنع حسب الطلب|يصنع حسب الطلب|مصنوع حسب الطلب|מיוצר בהזמנה|"
    # (... made or sewn "upon the order", a damma or not: "تُخاط عند الطلب", "يُفصّل عند الطلب")
    r"[يت]\u064f?(?:صنع|خاط|فص\u0651?ل)\u064f? (?:عند|حسب) الطلب|مصنوعة? عند الطلب|"
    # (Urdu "available on order", "made on order": "آرڈر پر دستیاب – 7 دن میں")
    r"آرڈر پر (?:دستیاب|تیار)|"
    r"valmistetaan tilauksesta|beim lieferanten für sie bestellt|wird für sie bestellt|"
    r"special[- ]order (?:item|product|only)|"
    # "This is a non-stock item. We will order it from our supplier after you place your order"
    r"non-stock item|not a stock item|"
    # Croatian/Serbian, Slovenian, Bulgarian, Hungarian, Estonian, Latvian, Lithuanian
    # "to order" ("Na narudžbu", "Po naročilu", "По поръчка", "Csak rendelésre",
    # "Tellimiskaup"). Not a bare "rendelésre" or "tellimisel": order thresholds use them
    # ("20 000 Ft feletti rendelésre", "tasuta tarne tellimisel üle 50 €").
    r"na narudžbu|po naročilu|по поръчка|csak rendelésre|rendelésre (?:gyárt|kapható)|"
    # a line that starts "Rendelésre" ("Rendelésre – 3-4 hét"), not a threshold ("20 000 Ft
    # feletti rendelésre"); Croatian "Po narudžbi"
    r"^\W*rendelésre\b|\bpo narudžbi\b|"
    # Hungarian "being procured" ("Beszerzés alatt – szállítás 5–8 munkanap")
    r"beszerzés alatt|"
    # (... in Serbian Cyrillic and Latin: "Расположиво по поруџбини", "po porudžbini")
    r"по поруџбини|по наруџби|\bpo porudžbini\b|"
    r"tellimiskaup|pēc pasūtījuma|užsakom|"
    # Portuguese "Disponível por encomenda" (WooCommerce's "Available on backorder"), "Artigo
    # por encomenda" (not "2 unidades por encomenda", a limit per order)
    r"(?<!também )(?:dispon[íi]vel|artigo|produto) (?:apenas |só |somente )?"
    r"(?:por|mediante) encomenda\b|"
    # Swiss German "Bestellt beim Lieferanten" (the shop has ordered it in)
    r"(?<!stück )bestellt (?:beim|bei) (?:lieferanten|hersteller)|"
    r"(?:beim|bei) (?:lieferanten|hersteller) bestellt|"
    # "(commande fournisseur)", "(supplier order)": ordered in from the supplier
    r"commande (?:chez le )?fournisseur|\bsupplier order\b|lieferantenbestellung|"
    # Arabic "assembled / made to order" ("يتم التجميع حسب الطلب")
    r"(?:التجميع|التصنيع|تجميع|تصنيع|يجمع|يُجمع) حسب الطلب|"
    # Nordic "back order" ("Restordre – leveres om 4 uker", "Restnoteret", "Restorder");
    # Kazakh "on order" ("Тапсырыс бойынша, жеткізу 7–10 күн"; not "алдын ала тапсырыс", a
    # pre-order), Serbian and Croatian "the goods are ordered in" ("roba se naručuje"), Hindi
    # "made on order" ("ऑर्डर पर तैयार"), a lead time "(supplier stock)"
    r"^\W*тапсырыс бойынша|\b(?:roba|artikal|proizvod) se (?:naručuje|poručuje)\b|"
    r"ऑर्डर पर (?:तैयार|बनाया)|"
    # (a lead time leading the line, "(supplier stock)" or "(on order)" after it: "Ships in 5–7
    # working days (on order)"; not "In stock. Custom sizes: 3-4 weeks (on order)")
    r"^\W*(?:ships|dispatch\w*|deliver\w*|available)\b[^()]{0,40}\b(?:days|weeks)\s*"
    r"\((?:supplier stock|on order)\)|"
    # Chinese "needs ordering in" ("需訂貨，約 3-4 星期到貨")
    r"\brestordre|\brestorder|\brestnotere|需訂貨|需订货|需調貨|需调货|"
    # ... "takes 7–10 working days to order in" ("需時 7–10 個工作天訂貨")
    r"天[內内]?訂貨|天[內内]?订货|天[內内]?調貨|天[內内]?调货|"
    # "ordered from (the) supplier" in brackets after a lead time
    r"\bordered (?:in )?from (?:the |our )?supplier|"
    # stock the supplier holds, ordered in once the shopper orders: "Skladem u dodavatele",
    # "In stock at supplier", "Lagernd beim Lieferanten", "På lager hos leverandør"
    r"skladem u dodavatele|na sklad[ěe] (?:u )?dodavatel|skladom u dodávateľa|"
    r"(?:in stock|available) (?:at|with|from) (?:the |our )?supplier|"
    r"(?:auf lager|lagernd|verfügbar) (?:beim|bei) (?:lieferanten|hersteller)|"
    # (the words the other way round, Swiss: "beim Lieferanten an Lager, wird nachbestellt")
    r"(?:beim|bei) (?:lieferanten|hersteller) (?:an|auf) lager|wird nachbestellt|"
    r"lieferantenlager|(?:på lager|i lager) hos (?:leverandør|leverantör)|"
    r"leverandørlager|w magazynie (?:dostawcy|producenta)|"
    r"op voorraad bij (?:de )?(?:leverancier|fabrikant)|en stock fournisseur|"
    r"disponible chez (?:le|notre) fournisseur|disponibile presso (?:il )?fornitore|"
    r"stock (?:en|del) proveedor|na (?:zalihi|stanju) (?:kod )?dobavljača|"
    r"beszállítói raktáron|toimittajan varastossa|"
    # a delivery to the shop awaited, in Ukrainian and Russian ("Очікується постачання –
    # відправка через 5–7 днів", "Ожидается поступление")
    r"очікується (?:постачання|надходження)|ожидается (?:поставка|поступление)|"
    # sent once it comes in ("Forventet på lager uge 2 — bestil nu, vi sender når den kommer"),
    # Arabic "becomes available within" ("غير متوفر حالياً – يتوفر خلال 7-10 أيام عمل بعد الطلب")
    r"vi sender,? når (?:den|de|varen|varene) kommer|يتوفر خلال|"
    # Amharic "ordered from the supplier" ("ከአቅራቢ ይታዘዛል – በ10 ቀናት ውስጥ ይደርሳል")
    r"ከአቅራቢ ይታዘዛል"
)
# With a "not in stock" phrase: orders are taken now for delivery later, which is a backorder
# ("Ikke på lager – forventes på lager i uge 3. Bestil nu").
_ORDER_NOW = re.compile(
    r"order now|bestil nu|bestill nå|beställ nu|jetzt bestellen|jetzt vorbestellen|"
    r"commandez(?:-le)? (?:dès )?maintenant|ordina ora|pide(?:lo)? ya|encomende já|"
    r"zamów teraz|nu bestellen|objednejte|"
    # Arabic "you can order (it)", "order now": "غير متوفر حالياً – يمكنك الطلب وسيتم الشحن…"
    r"يمكنك الطلب|يمكنك طلبه|اطلب الآن|اطلبه الآن|"
    # Icelandic "can be ordered" ("Uppselt í vefverslun – væntanlegt eftir 2–3 vikur, hægt að
    # panta"), Norwegian and Danish "can be ordered"
    r"hægt að panta|kan bestilles|kan forudbestilles|agiza sasa|"
    # "you can order (it) now" in Portuguese, Spanish, Dutch, English, French, German ("Pode
    # encomendar já", "Puede pedirlo ya", "Je kunt nu al bestellen", "Vous pouvez commander")
    r"pode encomendar|pode(?:s)? fazer (?:a )?encomenda|puedes? (?:pedirlo|hacer (?:tu|su) pedido|"
    r"comprarlo)|(?:je|u) kunt (?:nu )?(?:al |alvast )?bestellen|"
    r"you can (?:still )?order|vous pouvez (?:d[ée]j[àa] )?(?:le )?commander|"
    r"(?:sie )?können (?:es |ihn |sie )?(?:jetzt |schon )?bestellen|kannst (?:es )?bestellen",
    re.I,
)
# A delivery or availability word, then a lead time: "Lieferung in 3 bis 4 Wochen",
# "Disponibile in 10-15 giorni lavorativi", "leveres innen 2–3 uker". The word keeps out
# other counts of days ("Niedrigster Preis der letzten 30 Tage", "30 days returns").
_LEAD = gated(
    r"\b(?:deliver|ship|dispatch|available|lieferzeit|lieferung|lieferbar|lieferdatum|"
    r"liefertermin|lieferfrist|versand|livr|"
    r"expédi|disponib|consegn|spedi|entreg|env[ií]|despach|lever|dostaw|wysył|realizac|isporuk|"
    r"dodání|teslim|kargo|verzend|fabrica(?!nte)|herstell|toimitus|skickas|levereras|"
    # Slovene and Croatian delivery time ("Dobavni rok: 3–4 tedne", "Rok dobave")
    r"dobav|"
    # Malay and Indonesian delivery ("dihantar dalam 2–3 minggu", "dikirim dalam 14 hari")
    r"dihantar|penghantaran|dikirim|pengiriman|"
    # Bulgarian "delivery within" ("По поръчка — доставка до 10 работни дни")
    r"доставка до(?=\s*\d)|"
    # Tagalog "will be shipped", "arrives" ("ipapadala sa loob ng 10 araw")
    r"ipapadala|ipadadala|maipapadala|darating|"
    # Ukrainian and Russian "making" ("Виготовлення 25–30 робочих днів", "Изготовление")
    r"виготовлен|изготовлен|დამზადებ|"
    # (... and dispatch: "відправка через 5–7 днів", "отправка через 2 недели"; not a delivery
    # from abroad, "Доставка из-за рубежа 10–14 дней", of stock at hand abroad)
    r"відправ|отправ|"
    # (Serbian and Macedonian in Cyrillic: "Испорука за 7–10 радних дана")
    r"испорук|испорак|"
    # "Hand-woven to order …: allow 6–8 weeks", "Please allow 3 weeks"
    r"\ballow|fertigung|"
    # Korean "after ordering" / delivery / dispatch: "주문 후 2~3주 소요됩니다"
    r"주문\s?후|배송|발송|출고|"
    # Arabic "shipping / delivery within": "وسيتم الشحن خلال ١٠ أيام عمل"; "available within
    # 2-3 weeks": "متوفر خلال ٢-٣ أسابيع"
    r"الشحن|شحن|التوصيل|توصيل|التسليم|متوفر خلال|"
    # (... and making it ready: "تُخاط عند الطلب – التجهيز خلال 7 أيام عمل")
    r"التجهيز|تجهيز|"
    # Hungarian "delivery" ("Rendelésre – szállítás 2-3 hét", "kiszállítás 10 munkanap")
    r"(?:ki|házhoz)?szállít|kézbesít|rendelhető|"
    # Latvian, Lithuanian and Estonian delivery ("piegāde 4–6 nedēļās", "pristatymas per 2–3
    # savaites", "tarneaeg 3–4 nädalat")
    r"piegād|pristat|tarne|"
    # Icelandic "delivery" ("afhending 3–4 vikur")
    r"afhend|"
    # a build or making time: "Bouwtijd 10 werkdagen", "Termen execuție: 3–5 săptămâni",
    # "Produção: 6 semanas", "Jahitan tempahan: 3–4 minggu" (not "Factory Lead Time: 16
    # Weeks" beside "Can Ship Immediately")
    r"bouwtijd|termen (?:de )?execu[țţt]ie|produ[çc][ãa]o|producci[óo]n|jahitan|tempahan|"
    # (Spanish "Plazo de elaboración: 3 semanas", "confección")
    r"elaboraci[óo]n|confecci[óo]n|"
    # "Made to order, 10–14 days", "Custom made in 10–12 weeks", "Produktionszeit ca. 14
    # Wochen", Greek "delivery in 6–8 weeks" ("Παράδοση σε 6–8 εβδομάδες"). (Not "Lead time:"
    # alone: a quote's "Lead time: 3–4 weeks after template", a factory's beside stock at hand.)
    r"made[- ]to[- ]order|custom[- ]made|produktionszeit|παράδοση|αποστολή|"
    # back in stock "in 3 weeks" in the Nordic languages ("forventet på lager om 3 uker",
    # "Förväntas i lager om 2 veckor")
    r"forvente[ts] på lager|förväntas i lager|beräknas i lager|"
    # Thai "delivered within" ("จัดส่งภายใน 15 วันหลังสั่งซื้อ")
    r"จัดส่งภายใน)"
    # "available for 14 days" is how long, not how soon
    # (Lithuanian "per" is "within": "Pristatymas per 2–3 sav.")
    # (nor a return window named before its count: "повраћај у року од 14 дана")
    r"(?:(?!\b(?:for|für|pour|(?<!pristatymas )per|during|durante|valid)\b|"
    r"(?:return|retour|rückgabe|повраћај|враќањ|возврат|поверн|povrat|vrátit|zwrot)\w*)"
    r"[^\d·|•;]){0,30}?"
    r"(\d{1,3})(?:\s*(?:[-–~]|to|bis|à|a|al|til|till|do|și|e|y|tot|és|إلى|الى)\s*\d{1,3})?\s*"
    # "Ships in 3 - 4 work weeks": working weeks are weeks
    r"(?:(?:work(?:ing)? |business )?(weeks?|wochen|woche|semaines?|settimane|uger|uker|veckor|"
    r"tygodni|semanas|weken|săptămâni|viikkoa|viikossa|týdnů|týdny|hafta|недел[ьи]|тижн[іяи]|週間|주|"
    r"أسابيع|أسبوع|hét|hetek?|nedēļ\w*|savait\w*|sav\.|nädal\w*|vikur|vikna|viku|minggu|linggo|"
    r"εβδομάδ\w*|"
    # (Slovene, Croatian and Serbian weeks: "3–4 tedne", "2 tjedna", "3 nedelje")
    r"tedn(?:a|e|ov|ih)|teden|tjed(?:an|na|ana)|nedelj[ae]?|недеље|недеља)|"
    # months, however few: "Available to ship in 1-2 months."
    r"(months?|monate?n?|mois|meses|mesi|maanden|månader|måneder|kuukautta|miesi[ęą]c\w*|"
    r"měsíc\w*|ヶ月|か月|개월|أشهر)|"
    r"(?:business |working )?days|(?:werk)?tagen?|jours|giorni|dage|dagar|dager|días|dias|"
    r"dni|dana|zile|gün|(?:werk)?dagen|päivää|dnů|(?:робочих |рабочих )?(?:дней|днів)|დღე|"
    r"(?:радних |работни )?(?:дана|дни|дена)|"
    # (Nordic working days: "Leveringstid 8–14 hverdage", "arbetsdagar")
    r"(?:hver|arbejds|arbets|arbeids|virke)(?:dage|dagar|dager)|"
    r"日|أيام|يوم|(?:munka)?nap(?!os)|dien(?:ās|as|os|ų)|"
    r"päev(?:a|ad)?|hari(?:\s+kerja|\s+bekerja)?|วัน(?:ทำการ)?|(?:εργάσιμ\w* )?ημέρ\w*|araw)"
    # "Free delivery · 30 days free returns": a period to send it back, not a lead time
    r"(?![^\d.;·|•]{0,25}?(?:return|retour|rückgabe|rücksend|reso|devoluc|zwrot|retur|iade|"
    r"umtausch|garant|warrant|trial|money.back|geld|refund|rembours|إرجاع|استرجاع|ارجاع|"
    r"visszaküld|visszavált|elállás|возврат|поверн|обмен|обмін|гаранті|гаранти|повраћај|"
    r"враќањ|povrat|"
    # (a cooling-off period: "Select-leden: gratis verzending en 30 dagen extra bedenktijd")
    r"bedenktijd|widerruf|ångerrätt|fortrydelse|angrerett))",
    re.I,
)
# The same in languages that name the lead time before the verb: Hindi "आमतौर पर 2 से 3
# सप्ताह में भेजा जाता है", Chinese "約 3-4 星期到貨", Japanese "2〜3週間でお届け", Korean
# "2~3주 소요", Turkish "3-4 hafta içinde kargoda". The verb keeps out "7天無理由退貨".
_LEAD_AFTER = gated(
    r"(?<![月/\d])(\d{1,3})(?:\s*(?:[-–~〜～]|से|至|到)\s*\d{1,3})?\s*"
    r"(?:(सप्ताह|हफ़्ते|हफ्ते|星期|週間|週|周|주|hafta|weeks?)|"
    r"दिन|個?工作天|個?工作日|个?工作日|天|日|일|iş günü|gün|days?)"
    r"[^\d.;·|•。]{0,12}?"
    r"(?:भेज|डिलीवर|पहुं?च|पहुँच|到貨|到货|發貨|发货|出貨|出货|送達|送达|交貨|交货|配送|お届け|"
    # (and English "3–4 weeks lead time")
    r"発送|出荷|배송|발송|출고|소요|kargo|teslim|sevk|lead[- ]time)",
    re.I,
)
_LONG_DAYS = 10  # "livraison sous 15 jours": no stock at hand; "2-4 Werktage" is in stock
_LIMITED = (
    r"only \d+ left|only \d+ (?:units?|pcs|pieces|items) left|nur noch \d+|"
    # Japanese "only N in stock" ("在庫1点限り", "残り1点限り")
    r"(?:在庫|残り)\s?\d+\s?点限り|"
    # Latvian, Greek "last piece", Spanish "the only unit" ("Pēdējais gabals!", "Τελευταίο
    # κομμάτι", "Única unidad")
    r"pēdējais gabals|^\W*τελευταίο κομμάτι\W*$|"
    r"^\W*única unidad(?: disponible)?\W*$|"
    # "fewer than 3 left" ("Färre än 3 kvar i lager", "Færre end 3 tilbage", "Less than 5 left")
    r"(?:färre än|færre end|færre enn|fewer than|less than|weniger als|moins de) \d+ "
    r"(?:(?:st|stk|pcs|items|units|stück|pièces|exemplaires|exemplar|kpl) )?(?:kvar|tilbage|"
    r"igjen|left|verfügbar|vorrätig|auf lager|en stock)|"
    # Dutch "only 4 left (online)", "limited stock" ("Nog maar 4 online beschikbaar", "Nog
    # slechts 2 op voorraad", "Beperkt op voorraad", "Beperkte voorraad")
    r"nog (?:maar|slechts) \d+|beperkt (?:op voorraad|leverbaar|beschikbaar)|beperkte voorraad|"
    # "Noch 3 Stück auf Lager": a count of one digit, said as what is left
    r"(?<!\w)noch [1-9] (?:stück|stk\.?|exemplare?)(?!\w)|"
    # (Luxembourgish "still 2 pieces in stock": "Nach 2 Stéck op Lager"; Arabic "only 4
    # pieces remain": "٤ قطع فقط متبقية")
    r"(?<!\w)nach [1-9] st[ée]ck(?!\w)|\d+ قطع(?:ة)? فقط متبقي|"
    # Polish "availability: a small quantity" (IdoSell's status line)
    r"dostępność:? mała ilość|^\W*mała ilość\W*$|"
    # Bengali "only 2 left" ("মাত্র ২টি বাকি", in Bengali or Latin digits)
    r"মাত্র\s?[০-৯\d]+\s?(?:টি|টা|পিস)?\s?বাকি|"
    # (Mongolian "only one left": "Ганцхан үлдсэн")
    r"ганцхан үлдсэн|"
    # (Nepali and Hindi "only 2 left": "केवल २ बाँकी!", "सिर्फ 3 बचे")
    r"(?:केवल|सिर्फ|मात्र)\s?[०-९\d]+\s?(?:वटा|पीस)?\s?(?:बाँकी|बचे|शेष)|"
    # (Nepali "only 5 pieces left in stock": "स्टकमा ५ थान मात्र बाँकी")
    r"[०-९\d]+\s?(?:वटा|थान|पीस)\s?मात्र\s?बाँकी|"
    r"plus que \d+|últimas? \d+ unidad|残りわずか|low stock|"
    r"wenige (?:stück|exemplare) (?:lagernd|auf lager|verfügbar|vorrätig)|"
    r"only a few left|few left|almost gone|nur noch wenige|få igjen|få tilbage|få kvar|"
    # (a few pieces left, counted: "I lager (2 st kvar)", "3 stk. igjen", "2 stk. tilbage")
    r"\b[1-9] (?:st|stk|styck|stycken)\.? kvar\b|\b[1-9] stk\.? (?:igjen|tilbage)\b|"
    # (Danish and Norwegian "low stock": "Lav lagerbeholdning: 2 tilbage")
    r"lav lagerbeholdning|lav beholdning|lavt lager|"
    # Bulgarian "only 1 pc available" ("Само 1 бр. наличен"), Estonian "last copy"
    # ("Viimane eksemplar!")
    r"само [1-9] бр|viimane eksemplar|viimased eksemplarid|"
    # Finnish "running low", "only a few left" ("Vähissä – vain muutama jäljellä")
    r"(?<!\w)vähissä(?!\w)|muutama jäljellä|"
    # Slovenian, Croatian and Serbian "last pieces" ("Zaloga: zadnji kosi")
    r"zadnji kosi|zadnji komadi|"
    # (Norwegian "a small number left": "Fåtall igjen på nettlager")
    r"fåtall igjen|fåtal kvar|"
    r"son \d+ ürün|tükenmek üzere|últimas unidades|ultimi \d+|"
    # (not "Derniers articles consultés", a rail of those last seen)
    r"derniers articles(?! (?:consult|vus|ajout|pub|parus|récents))|품절\s?임박|"
    r"\d+개 남음|(?:仅剩|僅剩|只剩)(?:\s?\d+)?|残り\d+|ostatnie sztuki|"
    # (Korean "N (cars, machines) left": "이 가격 마지막 1대 남음")
    r"(?<!\d)[1-9]\s?대 남음|"
    # Chinese "only the last 1 pair left" ("剩最後 1 雙", "最后2件"); Malay "limited stock"
    r"剩最[後后]|最[後后]\s?\d+\s?[雙双件個个組组]|\bstok terhad\b|"
    # Chinese "stock: a small quantity" ("庫存: 少量", "少量現貨")
    # Icelandic "few copies left" ("Fá eintök eftir"), Armenian "only 1 piece available"
    # ("Առկա է ընդամենը 1 հատ")
    r"\b(?:ör)?fá (?:eintök|stykki) eftir\b|ընդամենը \d+ հատ|"
    # (Icelandic "only 1 copy": "Magn: Aðeins 1 eintak")
    r"\baðeins \d+ (?:eintak|eintök|stykki|stk\.?)|\baðeins \d+ eftir\b|"
    # (Amharic "only 5 metres remain": "የቀረው 5 ሜትር ብቻ", "የቀሩት 2 ብቻ ናቸው")
    # (not a sale's days or hours: "የቀሩት 3 ቀናት ብቻ")
    r"(?:የቀረው|የቀሩት)\s?\d+(?!\s*(?:ቀን|ቀናት|ሰዓት))[^\d]{0,12}ብቻ|"
    # French "low stock" ("Stock faible : 3 restants"), Macedonian, Bulgarian and Serbian "last
    # 2 (pairs)" ("Последни 2 пара!", "Последњи комади")
    # Mongolian "last 1 piece left" ("Сүүлийн 1 ширхэг үлдсэн"), Nepali "only 2 left" ("केवल २
    # वटा बाँकी")
    # Persian, Urdu, Tamil and Malayalam "only N left" ("تنها ۲ عدد در انبار باقی مانده", "صرف 3
    # باقی ہیں", "கடைசி 2 மட்டுமே உள்ளன", "4 പായ്ക്ക് മാത്രം ബാക്കി")
    r"(?:تنها|فقط) \d+ (?:عدد|تا|بسته|جعبه|دانه) (?:در انبار )?باقی|"
    # (Croatian, Serbian, Slovene "only 1 in stock": "Samo 1 na zalihi", "Samo 2 na stanju")
    r"\bsamo [1-9] (?:kom\.? )?na (?:zalihi|stanju|zalogi|skladištu)\b|"
    r"صرف \d+ (?:[^\s\d]+ )?باقی|கடைசி \d+ மட்டுமே|"
    r"மட்டுமே உள்ளன|"
    r"മാത്രം ബാക്കി|"
    r"сүүлийн \d+ ширхэг|\d+ ширхэг үлдсэн|केवल\s?[\d०-९]+\s?वटा बाँकी|"
    # (and "only 2 left in stock", "स्टकमा २ वटा मात्र बाँकी"), Latvian "last 3 units" ("Pēdējās 3
    # vienības")
    r"[\d०-९]+\s?वटा मात्र बाँकी|pēdēj(?:ās|ie|ais|ā) \d+ (?:vienīb\w*|gab\w*)|"
    # Spanish "only 3 units left" ("¡Quedan solo 3 unidades!", "¡Solo queda 1 en stock!")
    r"quedan? s[oó]lo \d+|s[oó]lo queda \d+|"
    # German "few items available" ("Wenige Artikel verfügbar")
    r"wenige artikel (?:verfügbar|auf lager|vorrätig)|"
    # Polish "last pair / piece", Slovenian "only 3 more in stock", Chinese "a few left",
    # "Limited – 3 left" ("Ostatnia para!", "Samo še 3 na zalogi", "尚餘少量")
    r"ostatnia (?:para|sztuka)|ostatnie pary|samo še \d+|尚[餘余]少量|僅[餘余]\s?\d+|仅余\s?\d+|"
    r"^\W*limited\W+\d+ left\b|^\W*last item\W*$|осталось мало|viimased \d+|"
    r"\bstock faible\b|\bstock limité\b|последни(?:те)? \d+|последни бройки|"
    r"последњ[иа] (?:комад|\d)|"
    r"[庫库]存\s*[:：]?\s*少量|少量(?:[庫库]存|現貨|现货)|^\W*少量\W*$|"
    # "only N left" and "last items" in more languages (a bare count is in stock)
    r"just \d+ left|last \d+ (?:items?|pieces|units|in stock)|last items|"
    r"\d+ left in stock|il ne reste (?:plus )?que \d+|dernières pièces|quedan \d+|"
    # (French "there remain N articles": "Il reste 5 articles")
    r"\bil reste [1-9] (?:articles?|pièces?|exemplaires?|unités?)\b(?!\s*à ajouter)|"
    r"solo quedan|ultimi pezzi|ultimo pezzo|\bultimo paio\b|"
    r"solo \d+ (?:pezz[oi]|paia|disponibil[ei])|restam \d+|"
    # "Only 1 available", "Sólo 1 disponible", "Nur 1 verfügbar" (a bare "1 available" is a
    # count: in stock)
    r"only \d+ (?:available|in stock|remaining)|"
    # ("Only 1 piece available", "only 3 units left")
    r"only \d+ (?:pieces?|pcs|units?|items?) (?:available|left|in stock|remaining)|"
    # Arabic "only two pieces remain" ("متبقي قطعتين فقط"), "only one piece left"
    # (and copies of a print: "متبقي نسختان فقط"); Mongolian "few left" ("Цөөн үлдсэн")
    r"متبقي (?:قطع(?:تين|ة)|نسخ(?:تان|تين|ة))|(?:قطعتين|قطعة واحدة|نسختان|نسخة واحدة) فقط|"
    r"цөөн үлдсэн|لم يتبق سوى|s[oó]lo \d+ disponibles?|"
    # Armenian "the last 1 piece is left" ("Մնացել է վերջին 1 հատը"), German "only 1 piece
    # available" ("Unikat – nur 1 Stück verfügbar"), Malay "only 1 unit" ("Hanya 1 unit")
    r"մնացել է (?:վերջին )?\d+|"
    r"\bnur (?:noch )?\d+ (?:stück|stk\.?) (?:verfügbar|auf lager|vorrätig)|"
    r"\bhanya \d+ (?:unit|pcs|biji|helai|pasang)\b|"
    r"nur \d+ (?:verfügbar|auf lager|vorrätig)|"
    # (... the thing counted between: "Nur 1 Fahrzeug verfügbar"; Spanish "the last copy")
    r"\bnur [1-9]\d? (?:stück|stk\.?|exemplare?|fahrzeuge?|artikel|einheiten|paar|teile?) "
    r"(?:verfügbar|auf lager|vorrätig)\b|\búltimo ejemplar\b|"
    r"só restam|apenas \d+ (?:em estoque|unidades)|nog (?:maar )?\d+ (?:op voorraad|beschikbaar|"
    r"over)|laatste \d+|zostało \d+|tylko \d+ szt|poslední kusy|posledních \d+|"
    # Dutch "Nog 3 stuks beschikbaar online"
    r"nog (?:maar |slechts )?\d+ (?:stuks?|exemplaren)\b|"
    r"(?:endast|bara) \d+ (?:(?:st|stk|ex|exemplar)\.? )?kvar|"
    # Slovenian "last piece" ("Zadnji kos!"), Nepali "limited stock", "only 2 left" ("सीमित
    # स्टक – २ मात्र बाँकी"), Bengali "2 left" ("স্টক: ২টি বাকি")
    r"\bzadnji kos\b(?!\s+(?:je\s+)?(?:bil\s+)?prodan)|सीमित स्टक(?!\s*समाप्त)|"
    r"[1-9१-९][\d०-९]*\s?मात्र बाँकी|[১-৯1-9][০-৯\d]*\s?(?:টি|টা|পিস)\s?বাকি|"
    # (Burmese "only N pieces remaining": "လက်ကျန် ၂ ခုသာ")
    r"လက်ကျန်\s?[၁-၉1-9][၀-၉\d]*\s?ခု\s?သာ|"
    r"kun \d+ (?:tilbage|igjen|på lager)|bare \d+ igjen|"
    r"vain \d+ (?:kpl )?jäljellä|már csak \d+|utolsó \d+|осталось \d+|последние \d+|"
    # Uzbek, Azerbaijani, Kazakh and Armenian "only N left" ("Faqat 4 ta qoldi")
    r"(?:faqat|atigi) \d+ (?:ta|dona) qoldi|танҳо \d+ (?:дона|адад) (?:монд|боқӣ)|"
    r"yalniz \d+ (?:ədəd )?qalib|тек \d+ (?:дана )?қалды|"
    r"մնացել է \d+|"
    r"залишилось \d+|あと\d+点(?!以上)|库存紧张|باقي \d+|بقي \d+|تبقى \d+|متبقي \d+|"
    r"آخر \d+ قطع|كمية محدودة|נותרו \d+|נשארו \d+|יחידות אחרונות|τελευταία τεμάχια|"
    r"almost sold out|nearly sold out|fast ausverkauft|presque épuisé|casi agotado|"
    # French "a few items left" ("Quelques articles restants")
    r"quelques (?:articles|pièces|exemplaires|unités) restant|"
    r"last one\b|only one left|letzte[rs]? (?:artikel|exemplar)|dernier exemplaire|"
    # (French "last piece", "last article" as the whole line: "Dernière pièce", "Dernier article
    # en stock"; not "La dernière pièce de la collection", "Lire notre dernier article")
    r"^\W*(?:derni[èe]res? pi[èe]ces?|dernier article)(?:\s+(?:en stock|disponibles?))?\W*$|"
    # "Last piece (in boutique)", "Last pair"; Swahili "only 3 left" ("Zimebaki 3 tu!");
    # Lithuanian "only 1 left" ("Liko tik 1")
    # Croatian and Serbian "last piece" ("Zadnji komad!", "Poslednji komad")
    # isiZulu "only 2 left" ("Kusele ezi-2 kuphela!", "Kusele oyi-1 kuphela")
    r"\bkusele (?:ezi|eyi|oyi|ezin)?-?\d{1,2}\b|"
    r"\bzadnji (?:komad|primjerak)|\bposlednji (?:komad|primerak)|последњи комад|"
    r"\blast (?:piece|pair|unit)\b|\b(?:zi|i|vi|ki|li|u)mebaki (?:\d+|chache)\b|\bliko tik \d+|"
    # (... the count first: "Vipande 3 vimebaki", "Pcs 2 zimebaki")
    r"\b(?:vipande|pcs|pc|vitu|bidhaa) \d{1,2} (?:tu )?(?:zi|i|vi|ki|li|u)mebaki\b|"
    # (... or the count after its word: "Zimebaki vipande 4 tu!")
    r"\b(?:zi|i|vi|ki|li|u)mebaki (?:vipande|pcs|pc|vitu) \d{1,2}\b|"
    r"few (?:units|items|pieces) left|\d+ (?:units?|items?|pieces?|pcs) left|s[oó]lo quedan|"
    # (not "tersisa 1,2RB": thousands left)
    r"(?:ter)?sisa \d+(?![\d.,]*\s?(?:rb|ribu|k)\b)|"
    r"เหลือ(?:เพียง)? ?\d+|còn \d+|sắp hết hàng|"
    # Thai "limited quantity" ("สินค้ามีจำนวนจำกัด"), Albanian "only 2 (pieces)" ("Vetëm 2 copë
    # në gjendje"), Amharic "only 1 left" ("1 ብቻ ቀርቷል")
    r"จำนวนจำกัด|\bvetëm \d+|ብቻ ቀርቷል|ብቻ ቀሩ|ብቻ ቀርተዋል|"
    # Arabic "only 3 pieces remain" ("بقيت ٣ قطع فقط"), Tagalog "low stock – only 4 left"
    # ("Mababa na ang stock – 4 na lang"; not a price's "₱99 na lang")
    r"بقيت \d+|mababa na ang stock|(?<![\d.,₱$])(?<![₱$] )[1-9]\d? na lang\b|"
    # few left ("Fåtal i lager", "Only 1 piece left", "Ostatnie 3 sztuki", "残りあと5個")
    r"fåtal i lager|få (?:i|på) lager|few in stock|low in stock|limited stock|stock limité|"
    r"stock limitado|scorte limitate|"
    # (not "あと10点以上", ten or more left: plenty)
    r"ostatni[ae]? \d+ (?:szt|sztuk|kompl\w*|opakow\w*|par[ay]?\b)|"
    r"残りあと\d+(?![個点]以上)|あと\d+[個点](?!以上)|"
    r"stokta son \d+|"
    # Azerbaijani "last 3 pieces left" ("Son 3 ədəd qalıb"), Italian "last 8 packs available"
    r"son \d+ ədəd qal|ultim[ei] \d+ (?:confezioni|pezzi|unità|scatole|bottiglie)|"
    # Georgian "only 3 left" ("დარჩა მხოლოდ 3 ცალი")
    r"დარჩა მხოლოდ \d+|მხოლოდ \d+ ცალი|"
    r"son \d+ adet|залишилось лише|осталось всего|"
    # Turkish "only 3 left" ("stokta sadece 3 adet kaldı")
    r"sadece \d+ (?:adet|ürün|tane) kald|"
    # "¡Últimas 2 piezas!", "Última pieza", Japanese "few left in stock" (在庫残少, 在庫僅少)
    r"últim[ao]s? (?:\d+ )?(?:piezas?|pzas?|artículos?|productos?|unidad)|在庫(?:残少|僅少)|残少|"
    # "few units left" without a count: "¡Quedan pocas unidades!", "Poucas unidades",
    # "Poche unità disponibili"; Romanian "Stoc limitat", "Ultimele 2 bucăți"; Greek
    # "Τελευταία 2 τεμάχια"
    r"quedan pocas|pocas (?:unidades|piezas|existencias)|poucas (?:unidades|peças)|últimas peças|"
    r"poche unità|pochi pezzi|"
    # French "only a few (pieces) left" ("Plus que quelques pièces", "Plus que quelques articles")
    r"plus que quelques\b|"
    r"stoc limitat|stoc redus|ultimele (?:\d+ )?(?:bucăți|bucati|produse|perechi|articole|unități)|"
    r"ultimul produs|ultima pereche|"
    # Chinese "only N left in stock" ("庫存剩 5 件", "剩餘 3 件")
    r"(?:庫存剩|库存剩|剩)[餘余]?\s?[:：]?\s?[1-9]\d*\s?[件個个台組组]|"
    r"τελευταία \d+ τεμάχια|"
    # "the last one(s) available": "¡Última disponible!", "Últimos 3 disponibles", Portuguese
    # "Último disponível", "Últimas 2 disponíveis"
    r"[úu]ltim[ao]s? (?:\d+ )?(?:disponibles?|dispon[íi]ve(?:l|is))\b|"
    # "Zadnji 3 kosi na zalogi", "Posljednja 2 komada", "Još samo 3", "Posledné kusy",
    # "Последни 2 бр.", "Utolsó darabok", "Viimased 3 tk", "Pēdējie 2", "Liko 3 vnt.",
    # "Viimeiset 2 kpl"
    r"zadnj[ia]h? \d+ kos|še \d+ kos|posljednj\w* \d+ kom|posledn\w* \d+ (?:kom|kus|ks\b)|"
    # (... the last ones counted in whatever they come in, in stock: "Zadnje 3 vreće na stanju")
    r"zadnj[aeiu]h? [1-9]\d? [^\W\d_]{2,12} na (?:stanju|zalihi|zalogi)|"
    # Kyrgyz "only N left" ("Кампада 3 гана калды"), Tamil "only N in stock" ("கையிருப்பில் 2
    # மட்டுமே"), the last demonstration unit ("Last demo unit")
    # (and "the last 2 pieces left": "Акыркы 2 даана калды!")
    r"акыркы [1-9]\d? (?:даана|штук)|\b[1-9] даана калды|"
    r"(?<!\d)[1-9]\d?\s?гана калды|கையிருப்பில் [1-9]\d? மட்டுமே|"
    r"\blast (?:demo|display|ex-display|floor|showroom) (?:unit|model|piece)\b|"
    # "Dernière pièce disponible", "Last piece available" (a last piece said available, not
    # a puzzle's tagline)
    r"derni[èe]re pi[èe]ce disponible|last piece available|"
    r"(?:još|jos) samo \d+|samo (?:još|jos) \d+|још само \d+|само још \d+|posledné kusy|"
    r"posledných \d+|"
    r"последн(?:и|а|ата) (?:\d+ )?(?:бр|броя|бройк[аи])|posledn[íýé] kus\b|"
    # the last one in the singular: "Poslední kus", "Ostatnia sztuka" (not the English or
    # French "last piece": a puzzle's or a game's tagline)
    r"ostatnia sztuka|ostatni egzemplarz|"
    r"ограничено количество|ограничена наличност|"
    r"utolsó darab|viimased (?:\d+ )?(?:tk|tükid)|vähe laos|pēdējie \d+|palikuši (?:tikai )?\d+|"
    r"\bliko \d+|paskutin\w* \d+|viimeiset \d+|vähän jäljellä|"
    # Lithuanian "few left" ("Liko mažai"), Latvian "few left" ("Atlicis maz")
    r"\bliko mažai|\bmažai likę|atlicis maz|"
    # Lithuanian "the last unit left" ("Liko paskutinis vienetas", "Paskutiniai vienetai"),
    # "one left" ("Liko: 1 vnt.")
    r"paskutinis vienetas|paskutiniai vienetai|\bliko:? [1-5] vnt\b|"
    # Indonesian/Malay "only 5 left" ("Stok tinggal 5 sak", "Tinggal 2 lagi", "Stok terbatas",
    # "Hampir habis"); Arabic "only two pieces left" (a dual, no digit: "بقي قطعتان فقط");
    # Hindi "only 3 left" ("केवल 3 बचे हैं"); Chinese "low stock" (庫存緊張)
    r"\btinggal \d+|stok terbatas|hampir habis|"
    # Malay "low stock" ("Stok rendah – 5 lagi"), Estonian "only 2 in stock" ("Ainult 2 laos")
    r"\bstok rendah|\bstok sedikit|\bainult \d+ (?:laos|tk)\b|"
    # Tagalog "only 3 left" ("3 na lang ang natitira!"; not "₱199 na lang", only ₱199 now),
    # Korean "quantity left: 2" (a single digit; "남은수량 12개" is a count of plenty)
    # (... and "only a few pieces left — 5 remaining": "Ilang piraso na lang — 5 natitira")
    r"\bilang (?:piraso|pirasong|item) na lang\b|\b[1-9]\d? (?:na )?natitira\b|"
    r"\b\d+ (?:\w+ )?na lang (?:ang )?natitira|(?:남은|잔여)\s?(?:수량|재고)\s?[:：]?\s?[1-9]\s?개|"
    # Portuguese and Spanish "the last 5 bottles / units / pieces"
    r"[úu]ltim[ao]s \d+ (?:garrafas|botellas|unidades|peças|pares|caixas|cajas)\b|"
    # Catalan "last units"
    r"darreres unitats|"
    # Turkish "last 4 packs / pieces / pairs" ("Son 4 paket!", "Son 2 tane", "Son 1 çift")
    r"\bson \d+ (?:paket|tane|kutu|çift|parça|set|rulo|koli)\b|"
    r"بقي(?:ت)? (?:قطعتان|قطعة واحدة)|(?:قطعتان|قطعة واحدة) فقط|آخر قطعة|"
    # the Japanese mark for few left ("在庫：△")
    r"^\W*在庫\s?[:：]\s?△\W*$|"
    # Arabic "the last two pieces" ("آخر قطعتين"), Hebrew "one last item left" ("נותר פריט
    # אחרון"), "last stock" ("מלאי אחרון", "מלאי מוגבל")
    r"آخر قطعتين|נותר(?:ה|ו)? (?:פריט|יחידה|זוג) אחרו[ןנ]|מלאי אחרון|מלאי מוגבל|"
    # French, English "limited quantity"; Portuguese "reduced stock" ("Stock reduzido",
    # "Estoque baixo"); Polish "2 pieces left" ("zostały 2 sztuki", "zostało 5 szt."); Croatian
    # "the last 2 pieces" ("Zadnja 2 komada na zalihi"); Hungarian "few in stock" ("Kevés van
    # raktáron", "Kevés darab")
    r"quantité limitée|quantités limitées|limited quantit(?:y|ies)(?! per)|"
    r"(?:stock|estoque) (?:reduzido|baixo)|\bzosta(?:ły|ło|la|ł) (?:tylko )?[1-9]\d? ?szt|"
    r"\bzadnj[aie] [1-9]\d? komad|\bkevés (?:van )?(?:raktáron|készleten)|\bkevés darab|"
    # a bare count left as the whole line ("2 left", "Only 2 left"), or after a short label
    # of a channel ("Online only: 2 left", "Online: 3 left")
    r"^\W*(?:[^\W\d_]+(?: only)?\s*:\s*)?[1-9]\d? left\W*$|"
    # French "only 1 left in stock" elided ("Plus qu'1 en stock"); Bulgarian "low stock"
    r"\bplus qu['’]\s?[1-9]\d?\b|\bplus qu['’]\s?une? (?:exemplaire|pièce|article)\b|"
    r"ниска наличност|"
    r"(?:केवल|सिर्फ़?) \d+ (?:बचे|बचा|शेष)|庫存緊張|"
    # Portuguese "Restam só 2 unidades!", "Resta apenas 1"; Italian "Solo 2 rimasti!", "Ne
    # restano solo 3", "Rimangono solo 2 pezzi"; Chinese "remaining N" ("限量 剩餘 5 組")
    r"\brestam? (?:só|apenas|somente) \d+|\bsolo \d+ rimast[ieoa]\b|"
    r"\b(?:ne )?(?:restano|rimangono) (?:solo |soltanto )?\d+|"
    r"(?:剩餘|剩余|還剩|还剩|尚餘|尚余)\s?\d+(?![\d:：])|"
    # a count with its unit between ("Only 5 boxes left", "Apenas 4 em stock"), Chinese "the
    # last 2" ("最後 2 件")
    # (not time, nor delivery slots and places: "only 2 delivery slots left", "3 seats left")
    r"only \d+ (?:(?!(?:days?|hours?|weeks?|minutes?|mins?|hrs?|slots?|seats?|places?|spots?)\b)"
    r"[^\W\d_]+ ){1,2}(?:left|remaining)|"
    r"apenas \d+ em stock|(?:最後|最后)\s?\d+\s?[件個个台組组]|"
    # "Last few remaining", Serbian/Croatian "last pieces", Ukrainian/Russian "running out"
    r"\blast few (?:remaining|left|in stock|items|pieces|units)\b|\blast few\W*$|"
    # Polish "almost sold out"
    r"prawie wyprzedan[eya]|"
    # Greek "few pieces available – only 4" ("Λίγα τεμάχια διαθέσιμα – μόνο 4")
    # (and one piece, "Μόνο 1 τεμάχιο διαθέσιμο")
    r"λίγα τεμάχια|μόνο \d+ τεμάχι(?:α|ο)|μόνο \d+ διαθέσιμ|"
    # Chinese "about to sell out" ("即將售完，僅剩少量")
    r"即將售完|即将售完|快售完|"
    # (Vietnamese "about to sell out": "🔥 Sắp cháy hàng"; Korean "limited quantity")
    r"sắp cháy hàng|한정\s?수량|"
    # (Czech "the last N remain", Danish "only N tickets left", Azerbaijani "the last N pieces":
    # "Zbývají poslední 2 vstupenky", "Kun 1 billet tilbage", "Son 3 ədəd!")
    # (pieces or tickets, not the days or minutes a sale has left: "Zbývají 2 dny")
    # (Sinhala "only N remain", Basque "the last N units": "ඉතිරිව ඇත්තේ 2ක් පමණි", "Azken 3
    # unitateak!")
    r"ඉතිරිව ඇත්තේ [1-9]\d?ක් පමණි|\bazken [1-9]\d? unitate|"
    r"\bzbýv(?:ají|á) (?:už )?(?:jen |pouze )?(?:posledn\w+ )?[1-9]\d? "
    r"(?:ks\b|kus|vstupen|lístk|míst|položk|balen)|"
    r"\bkun [1-9]\d? (?!dag|døgn|time|minut|sekund|uge|måned)[^\W\d_]{3,12} tilbage\b|"
    r"\bson [1-9]\d? ədəd\b|"
    # ("stock is tight", before "while stocks last": "存貨緊張，售完即止"; the latter alone is a
    # promotion's small print)
    r"存貨緊張|存货紧张|庫存緊張|库存紧张|"
    # Greek "only N boxes (packs) available" ("Μόνο 4 κιβώτια διαθέσιμα")
    r"μόνο \d+ (?:κιβώτια|κουτιά|συσκευασίε[σς]|πακέτα) διαθέσιμ|"
    # Icelandic "only 1 left" ("Aðeins 1 eftir", "Bara 2 eftir á lager")
    r"\b(?:aðeins|bara) \d+ (?:[^\W\d_]+ )?eftir\b|"
    # Afrikaans "only 1 left" ("Net 1 oor!", "Slegs 3 oor"), Kazakh "3 pieces left in the
    # warehouse" ("Қоймада 3 дана қалды")
    r"\b(?:net|slegs) \d+ oor\b|\d+ дана(?:сы)? (?:ғана )?қалды|\bliko \d+ (?:vnt|vienet)|"
    # Hungarian "only 3 pieces left" ("Csak 3 db maradt!", "2 darab maradt")
    r"\b\d+ (?:db|darab) maradt\b|"
    # (... or packs, boxes: "Csak 3 csomag maradt raktáron!")
    r"\bcsak [1-9]\d? (?:csomag|doboz|tekercs|zsák) maradt\b|"
    # (Arabic "the last 4 cartons, boxes, bags": "آخر ٤ كراتين من نفس الدفعة")
    r"آخر [1-9١-٩]\d? (?:كراتين|كرتونة|علب|أكياس|شكائر|قطع)|"
    # (Kazakh "the last 5 bags left": "Қоймада соңғы 5 қап қалды"; Telugu "only 2 left": "2
    # మాత్రమే మిగిలి ఉన్నాయి")
    # (pieces, bags, boxes: not "соңғы 3 күн қалды", the last 3 days of a promotion)
    r"соңғы [1-9]\d? (?:қап|дана|дәна|бума|қорап|жәшік|шт)\b[^\n]{0,3}қалды|"
    r"\b[1-9]\d? మాత్రమే మిగిలి|"
    # Portuguese and Spanish "only N unit(s) available" ("Apenas 1 unidade disponível", "Solo 2
    # unidades disponibles"), Thai "almost out of stock" ("สินค้าใกล้หมด")
    r"\b(?:apenas|somente|só|solo|sólo) [1-9]\d? unidades? disponíve(?:l|is)\b|"
    r"\b(?:solo|sólo) (?:quedan? )?[1-9]\d? unidades? disponibles?\b|สินค้าใกล้หมด|"
    # (... or the count alone as the line: "¡Solo 2 unidades!"; not "Solo 2 unidades por
    # cliente", a limit)
    r"^\W*(?:solo|sólo) [1-9]\d? unidad(?:es)?\W*$|"
    # Italian "the last 3 pairs" ("Disponibile – ultime 3 paia"), Mongolian "few left"
    # ("Үлдэгдэл цөөн – 2 ширхэг")
    r"\bultim[ei] [1-9]\d? (?:paia|pezzi|unità|capi|articoli|disponibili)\b|үлдэгдэл цөөн|"
    # only one piece, said so ("Aðeins eitt eintak – kemur ekki aftur", "قطعة واحدة متوفرة
    # فقط"; not "Pièce unique", "one of a kind": what the piece is, handmade, not its stock)
    r"\bonly one (?:available|left|in stock)\b(?!\s+per\b)|"
    r"\baðeins eitt (?:eintak|stykki)\b|قطعة واحدة (?:متوفرة |متبقية )?فقط|"
    r"posl(?:j)?ednji komadi|^\W*(?:товар\s+)?(?:закінчується|заканчивается)\W*$|"
    r"(?:закінчується|заканчивается) на складі|(?:закінчується|заканчивается) на складе"
)
_IN = (
    # Nepali "stock: 6 pieces available" ("स्टक: ६ वटा उपलब्ध"), Amharic "in stock: 3"
    # ("በክምችት: 3"); and "14 pieces in stock" ("स्टकमा १४ वटा"; not "स्टकमा २ वटा मात्र बाँकी",
    # only 2 left)
    r"स्टक\s*[:：]\s*\d+\s*वटा|स्टकमा\s*(?![0०]+\s*(?:वटा|थान))\d+\s*(?:वटा|थान)(?:\s*उपलब्ध)?(?:\s*छ)?\W*$|በክምችት\s*[:：]\s*[1-9]|"
    # Hungarian "stock: 2 pcs" ("Készlet: 2 db"; "nincs készleten" is in _OUT, read first)
    r"^\W*készlet\s*:\s*[1-9]\d*\s*(?:db|darab)\b|"
    r"(?<!back )in stock|auf lager|lagernd|sofort verfügbar|ready to ship|available to ship|"
    # Swedish "in the web warehouse" ("Finns i webblager (42 st)"; not "Slut i webblager")
    r"finns i webblager|"
    # Maltese, Welsh and Luxembourgish "in stock" ("Fil-ħażna", "Mewn stoc", "Op Lager")
    r"(?<!mhux )fil-ħażna|(?<!dim )(?<!ddim )\bmewn stoc\b|"
    # Kinyarwanda and Burmese "available" as the whole line ("Birahari", "ရနိုင်သည်")
    r"^\W*(?:birahari|ရနိုင်သည်)\W*$|"
    # Hausa "it is available", "in store" ("Akwai shi – guda 7 a ajiye"; not "Babu shi")
    r"^\W*akwai (?:shi|ita|su|a ajiye|a kanti)\b|"
    # Amharic "available in stock" ("በክምችት ይገኛል"), Czech "free to hire" ("Volné k zapůjčení:
    # 3 ks")
    r"በክምችት ይገኛል|volné k (?:zapůjčení|pronájmu)|"
    # Kinyarwanda "stock: 40" ("Ububiko: 40"), Mongolian "on sale" ("Худалдаанд байгаа")
    r"\bububiko\s*:\s*[1-9]|худалдаанд байгаа|"
    # Kazakh "in the warehouse" ("Қоймада: 7 дана"; not the label alone, its value in the next
    # cell: "<td>Қоймада:</td><td>Тек 2 дана қалды!</td>")
    r"қоймада(?!\s*[:：]?\s*$)|"
    # (not "when stock returns", "then stock"; a word glued before it is a line's label read
    # with it: "Livraison à domicileEn stock")
    r"sofort lieferbar|lieferbar|vorrätig|(?<!wh)(?<!th)en stock|disponible|"
    # Austrian "stock level: available", "… 5 pieces" ("Lagerstand: verfügbar")
    r"lager(?:stand|bestand)\s*:\s*(?:verfügbar|[1-9]\d*\b)|"
    r"en existencia|disponibile|op voorraad|\bstok ada\b|"
    r"(?<!tidak )(?<!belum )(?<!tak )\bada stok\b|"
    r"在庫あり|在庫有り|在庫が(?:ございます|あります)|"
    # (Japanese "stock count: 37 boxes": "在庫数 37箱"; not "在庫数 0")
    r"在庫数\s*[:：]?\s*[1-9]\d*\s*(?:箱|個|本|点|枚|台|セット|袋|巻)|"
    r"i lager|på lager|em estoque|"
    r"stokta var|stokta|more than \d+ available|\d+ available|in magazzino|na stanie|skladem|"
    r"(?<![\d,.])[1-9][\d,.]* (?:pieces|pcs|units|items) available|স্টকে আছে|"
    # (Bengali "stock: have", Burmese "N pieces remaining", Icelandic "in the web shop": "স্টক:
    # আছে", "လက်ကျန် ၈ ခု", "Til í vefverslun: 84 stk.")
    r"স্টক\s?[:：]\s?আছে|လက်ကျန်\s?[၁-၉1-9]|(?<!ekki )\btil í vefverslun:?\s*[1-9]|"
    r"på lager|varastossa|有货|재고 있음|現貨|现货|有貨|有庫存|有库存|متوفر|متاح|"
    r"في المخزون|в наличии|в наявності|є в наявності|tersedia|còn hàng|มีสินค้า|במלאי|"
    r"disponível|á lager|διαθέσιμο|σε απόθεμα|\bstok:? ?[1-9]|có sẵn|"
    # (Faroese "in stock", Lao "has the goods": "Á goymslu", "ມີສິນຄ້າ")
    r"(?<!ikki )á goymslu|ມີສິນຄ້າ|"
    # (Spanish "immediate delivery", a dealer's car on the lot "in the store" in Chinese and
    # Japanese, Thai "ready to sell": "Entrega inmediata", "現車在店", "พร้อมขาย")
    # (each the whole status line: not "Consulte disponibilidad para entrega inmediata", "現車在店
    # （売約済）", sold)
    r"^\W*entrega inmediata\W*$|^\W*(?:現車在店|现车在店|現車あり)\W*$|^\W*พร้อมขาย\W*$|"
    # ("Available now" as the whole status line; not "Available — Reserved", "Available in our
    # showrooms", a store's)
    r"^\W*available\s+now\W*$|"
    # (Amharic "in stock": "በክምችት ውስጥ"; a Norwegian classified's "Til salgs", for sale, as
    # its status line)
    r"(?<!የለም )በክምችት ውስጥ(?! የለም)|በክምችት አለ|^\W*til salgs\W*$|"
    # a count after "Available:" ("Available: 540 pcs"), Filipino "has stock" ("May stock")
    r"^\W*available\s?:\s?[1-9][\d,.]*(?![\d,.]|\s?\+|\s?(?:days?|weeks?|from|on|in)\b)|"
    r"^\W*may stock\b|"
    # Urdu "available" as the line ("دستیاب"; not "دستیاب نہیں", not available)
    r"^\W*دستیاب(?!\s*نہیں)\W*$|"
    # Swahili "in the store(room)", "available" ("Ipo stoo – vipande 540", "Inapatikana")
    r"\bipo (?:stoo|stokini|dukani)|\bzipo (?:stoo|stokini)|\binapatikana\b|"
    # a count of stock after its label ("Stock: 12", "Stock online: 8 unidades")
    # (its thousands grouped: "Stock: 2,400 bolsas")
    r"\bstock(?: online)?\s?:\s?(?:[1-9]\d*|[1-9]\d{0,2}(?:[.,]\d{3})+)\b(?![.,]\d)|"
    # ... under other labels, as the whole line ("在庫数：12点", "庫存 > 10", "재고: 12개",
    # "Наличие: 5 шт.", "Stan magazynowy: 12 szt.", "Disponibilidad: 15 unidades"), and the
    # Japanese mark for in stock ("在庫：○", "在庫：あり")
    r"^\W*(?:在庫数|在庫|库存|庫存|재고(?:\s?수량)?|склад|наличие|остаток|stan magazynowy|"
    r"disponibilidad|existencias|estoque|lagerbestand|verfügbar|zásoba|na skladě|үлдэгдэл|нөөц)"
    r"\s?[:：]?\s?(?:>\s?|\+\s?|more than |mehr als |más de |больше )?[1-9][\d,.]*\+?\s?"
    r"(?:点|個|件|个|개|шт\.?|szt\.?|unidades|uds\.?|stück|stk\.?|ks|pcs|units?|ширхэг|багц|"
    r"ш\.?)?\W*$|"
    r"^\W*在庫\s?[:：]\s?(?:あり|有り|有|[○◯◎])\W*$|"
    # Malay "in stock" ("Dalam stok"; "Stok habis" is in _OUT, read first); Catalan and
    # Basque "in stock" ("En estoc", "Stockean"); German "more than 10 available"
    r"\bdalam stok\b|\ben estoc\b|\bstockean\b|mehr als \d+ verfügbar|"
    # Portugal's "Em stock" (Brazil writes "em estoque"); not "Brevemente em stock" (soon) nor
    # "Avise-me quando estiver em stock" (notify me when it is)
    r"(?<!brevemente )(?<!estiver )(?<!novamente )\bem stock\b|"
    # Romanian "în stoc" ("in stoc" without the diacritic; not the English "in stock")
    r"\b[îi]n stoc\b|"
    # "Na zalihi", "Na stanju", "Dostupno odmah", "Na zalogi", "Na sklade", "Na skladě",
    # "В наличност", "Наличен онлайн", "На стању", "Laos", "Noliktavā", "Prekė yra
    # sandėlyje", "Raktáron", "Készleten" (each language's negation is in _OUT, read first)
    r"na zalihi|na stanju|\bdostupn[oa]\b|na zalogi|na sklade|na skladě|в наличност|"
    # Slovenian "N pieces available" ("1 kos na voljo"; "ni na voljo" is in _OUT)
    r"\d+ kos(?:a|i|ov)? na voljo|"
    r"\bналич(?:ен|но|на)\b|на стању|^\W*расположив[оа]\W*$|^\W*raspoloživ[oa]\W*$|"
    # Nepali and Hindi "stock: available" ("स्टक: उपलब्ध"; "उपलब्ध नहीं" is in _OUT, read first)
    r"^\W*(?:स्टक|स्टॉक)\s*[:：]\s*उपलब्ध\W*$|"
    # ... or "available" leading the line, a delivery time after it ("उपलब्ध – 7 दिनों में डिलीवरी")
    r"^\W*उपलब्ध\s*[–—-]|"
    # Mongolian "available", "in stock" ("Бэлэн байгаа", "Нөөцөд байгаа")
    r"^\W*бэлэн (?:байгаа|байна)\W*$|"
    # Dhivehi "available" ("ލިބެން ހުރި (12)")
    r"ލިބެން ހުރި|"
    # Thai "ready to ship" ("พร้อมส่ง"; not "ไม่พร้อมส่ง")
    r"(?<!ไม่)พร้อมส่ง|нөөцөд (?:байгаа|байна)|на залиха|\bon laos\b|laos olemas|noliktavā|sandėlyje|"
    # (Estonian "in stock" first on its line with the count: "Laos 48 pakki – tarne 1–3 päeva")
    r"^\W*laos\s+\d|"
    r"raktáron|készleten|\ban lager\b|"
    # Hungarian "available" leading its line ("Elérhető – 3 gép foglalható"; "nem elérhető" is
    # in _OUT, read first); Tagalog "still some left" ("Mayroon pa – 38 piraso", "Meron pa")
    r"^\W*elérhető(?!\w)|\b(?:mayroon|meron) pa\b|"
    # "available at once" in Italian, Spanish, French, Portuguese; Italian "ready to ship"
    r"disponibilit[àa] immediata|pronta consegna|disponibilidad inmediata|"
    r"disponibilit[ée] imm[ée]diate|disponibilidade imediata|"
    # Dutch and Afrikaans "in stock" ("In voorraad"; "Niet in voorraad", "Uit voorraad" are in
    # _OUT, read first); Polish "ships within 24 hours"
    r"(?<!niet )(?<!nie )\bin voorraad\b|"
    r"\bwysył(?:ka|amy) w (?:ciągu )?24 ?(?:h\b|godzin)|"
    # Polish "availability: large / medium", Romanian "available" as a stock line's word
    r"dostępność:? (?:duża|średnia|wysoka)|^\W*disponibil\W*$|"
    # Korean "quantity remaining 12" ("남은수량 12개"): a count of stock; Hindi "in stock"
    r"남은\s?수량|잔여\s?수량|स्टॉक में|"
    # Georgian "in stock", Armenian "available", Azerbaijani "in stock"/"available",
    # Albanian "in stock" (each language's negation is in _OUT, read first)
    r"მარაგშია|მარაგში|առկա է|\bstokda var\b|mövcuddur|\bnë gjendje\b|\bnë stok\b|"
    # Azerbaijani "in the warehouse", Uzbek "in stock / on sale", Kazakh "in the warehouse"
    # (and the count on sale between: "Sotuvda 41 dona bor")
    r"\banbarda var\b|\bomborda (?:bor|mavjud)\b|\bsotuvda (?:\d+ (?:dona|ta) )?bor\b|"
    r"\bsotuvda [1-9]\d* (?:dona|ta)\b|"
    # (Uzbek "available" as the whole line: "Mavjud"; "Mavjud emas" is in _OUT, read first)
    r"^\W*mavjud\W*$|"
    # a count of a lot's cases or units ("9 cases available"; not "0 items available")
    r"(?<![\d.,])[1-9][\d,.]* (?:cases|units|pieces|pcs|items|pallets|lots|boxes|cartons) "
    r"available\b|"
    r"қоймада бар|"
    # "Online verfügbar", Portuguese "Em stock", Tagalog "May stock", Chinese "in stock: 2046"
    r"^\W*(?:jetzt |sofort )?online verfügbar|^\W*(?:produto )?em stock\b|"
    # Tagalog "in stock", with its count ("May stock: 89"); German "orderable online"
    r"^\W*may stock(?:\s*:?\s*[1-9]\d*)?\W*$|(?<!nicht )\bonline bestellbar\b|"
    r"(?:庫存|库存)\s?[:：]?\s?[1-9]\d*\s?[件個个台]|"
    # Swahili "in stock" ("Ipo stokini"), Urdu "available in stock"
    r"\bipo stokini\b|ا?سٹاک میں دستیاب|ا?سٹاک میں موجود(?! نہیں)|"
    # (Setswana "it is in stock": "E teng mo setokong")
    r"\be teng mo setokong\b|"
    # (Haitian Creole "in stock": "Nan stòk"; "Pa nan stòk" is read first, in _OUT)
    r"(?<!pa )\bnan st[òo]k\b|"
    # (Turkmen "in the warehouse": "Ammarda bar")
    r"\bammarda bar\b|"
    # (Urdu "in stock:" with its count, "اسٹاک میں: 14")
    r"اسٹاک میں\s*[:：]\s*[1-9]|"
    # ... Nepali, Marathi, Gujarati, Malayalam, Tamil, Telugu, Kannada, Sinhala, Khmer, Lao and
    # Burmese "in stock" (each negation is in _OUT, read first)
    r"स्टकमा छ|स्टकमा उपलब्ध|स्टक उपलब्ध|स्टॉकमध्ये (?:आहे|उपलब्ध)|સ્ટોકમાં (?:છે|ઉપલબ્ધ)|സ്റ്റോക്കുണ്ട്|സ്റ്റോക്കിലുണ്ട്|"
    r"கையிருப்பில் உள்ளது|ஸ்டாக் உள்ளது|స్టాక్\u200c?\s?(?:లో\s?)?ఉంది|"
    r"ಸ್ಟಾಕ್\u200c?\s?(?:ನಲ್ಲಿದೆ|ಇದೆ)|තොගයේ ඇත|មានក្នុងស្តុក|មានស្តុក|"
    r"ມີສິນຄ້າ|ມີໃນສາງ|ပစ္စည်းရှိသည်|"
    # Finnish "available" ("Saatavilla verkkokaupassa"; "Ei saatavilla" is in _OUT, read first),
    # Slovak "Skladom", Polish "Dostępny", "Dostępnych 37 sztuk" (not "Dostępny od 15.03", from
    # a date; "Niedostępny" is in _OUT), "Available" as the whole line or for delivery
    r"^\W*saatavilla(?:\s+(?:verkkokaupassa|heti|varastosta|nyt))?\W*$|"
    r"\bskladom\b(?!\W{0,3}0\b)|"
    r"^\W*(?:dostępność:\s*)?dostępn(?:y|e|ych|a)\b(?!\s+od\b)(?!(?:\s+ilość)?\W{0,3}0\b)|"
    # Allegro's count beside the quantity field ("z 5 sztuk", of five pieces; an auction's
    # "Dostępna ilość: 1 sztuka")
    r"^\W*z\s+[1-9]\d*\s+sztuk[ia]?\W*$|"
    r"^\W*available(?: for (?:home )?delivery)?\W*$|"
    # a stock line answered yes ("Fáanlegt: Já", "Available: Yes", "Auf Lager: ja")
    r"^\W*(?:available|availability|in stock|on hand|verfügbar|auf lager|lieferbar|disponible|"
    r"disponibile|disponível|beschikbaar|op voorraad|tilgængelig|tillgänglig|tilgjengelig|"
    r"på lager|i lager|fáanlegt|til á lager|á lager|saatavilla|varastossa|dostępny|skladem|"
    r"dostupné|na stanju|na zalogi|raktáron|stokta)\s*:?\s*"
    r"(?:yes|ja|já|jā|sí|si|oui|tak|ano|áno|igen|kyllä|da|evet|sim|taip)\W*$|"
    # Polish "in the warehouse" as the whole line ("W magazynie", "Dostępny w magazynie", "W
    # magazynie: 5 szt."; not "W magazynie: 0 szt." nor "… brak"), Korean "can be bought (now)"
    # as the whole line or its first field (not "로그인 후 구매 가능", after logging in, nor
    # "구매가능 수량", "구매가능 연령": the quantity, the age one may buy at)
    r"^\W*(?:dostępn[ye]\s+)?w magazynie(?:\s*:?\s*[1-9]\d*\s*(?:szt\.?|sztuk)?)?\W*$|"
    r"^\W*(?:즉시\s?)?구매\s?가능\s*(?:$|[·|/(（])|"
    # Persian "available" as the line ("موجود", "موجود در انبار"; "ناموجود" is in _OUT)
    r"^\W*موجود(?: در انبار)?\W*$|"
    # a listing's status as the whole line: "Tilgjengelig", "Tillgänglig", "販売中" (on
    # sale, on a flea market), "판매중"; a count of stock in Dutch ("Voorraad: 240 stuks")
    r"^\W*(?:tilgjengelig|tilgængelig|tillgänglig|販売中|판매중|出售中|listo para enviar|"
    r"pronto para envio)\W*$|"
    r"\bvoorraad\s?:\s?[1-9]\d*\b(?![.,]\d)"
)
_PATTERNS = [
    (Folded(_OUT), "out_of_stock"),
    (Folded(_PRE), "preorder"),
    (_BACK_RE := Folded(_BACK), "backorder"),
    (Folded(_LIMITED), "limited"),
    (Folded(_IN), "in_stock"),
]


def stock_from_schema(value: object) -> str | None:
    """Map a schema.org ItemAvailability (URL, CURIE or bare word) to our stock word."""
    if isinstance(value, list):
        value = value[0] if value else None
    if isinstance(value, dict):
        value = value.get("@id") or value.get("name")
    if not isinstance(value, str):
        return None
    word = value.strip().rsplit("/", 1)[-1].rsplit(":", 1)[-1]
    word = re.sub(r"[\s_\-]", "", word).lower()
    if word in _SCHEMA:
        return _SCHEMA[word]
    return stock_from_text(value)


# "Solo quedan 47 unidades": a count this large is stock, not scarcity.
_SCARCE_MAX = 20
_COUNT = re.compile(r"\d+")
# A count of time right after a few-left phrase's number ("nur noch 3 Tage", "only 2 days
# left", "már csak 2 napig", "ultimi 3 giorni"): how long a sale runs, not how many are left
_TIME_LEFT = re.compile(
    r"(?<=\d)\s?(?:days?|hours?|hrs?|minutes?|mins?|weeks?|tage?n?|stunden?|minuten?|wochen?|"
    r"jours?|heures?|semaines?|d[ií]as?|horas?|semanas?|giorni|ore|settimane|dagen|uur|dage|"
    r"dagar|dager|timer|timmar|nap\w*|órá?\w*|perc\w*|dni|godzin\w*|dn[íů]|hodin\w*|"
    r"päivää|tuntia|gün|saat|дн\w*|час\w*|hari|jam|menit)(?!\w)"
    # (CJK units whatever follows: "残り2日ウォッチ41", no space between words)
    r"|(?<=\d)\s?(?:日|時間|分|天|小時|小时)",
    re.I,
)


@functools.lru_cache(maxsize=16384)
def stock_from_text(text: str) -> str | None:
    """The stock state a short visible text states, or None if it says none.

    Cached: a product box is read line by line and its menus, card names and labels repeat
    within a page and across a shop's pages; each call runs a dozen large alternations."""
    # another version's availability, or a service's, is no stock of this product's: its
    # words are read past ("Versión en piel de becerro disponible: …", "Alquiler disponible:
    # Gs. 350.000 por día"; "Installation available · In stock" is in stock)
    text = _SERVICE_AVAILABLE.sub(" ", _OTHER_VERSION.sub(" ", text))
    if not text.strip(" .,;:·|-–—"):
        return None
    if _NO_BUY_NOW.search(text):
        return None  # "Kupi odmah nije dostupno za ovu aukciju": an auction's option, not stock
    for pattern, state in _PATTERNS:
        m = pattern.search(text)
        if m:
            if state == "out_of_stock" and _taken_later(text):
                # "Nicht an Lager – Lieferung in 3 bis 4 Wochen", "Producto a pedido: …
                # No disponible para retiro en tienda": none at hand, yet orders are taken
                return "backorder"
            if state == "limited" and _TIME_LEFT.match(text, m.end()):
                continue  # "Nur noch 3 Tage", "Már csak 2 napig": a sale's time, not stock
            if state == "limited" and _many(text[m.start() : m.end() + 12], text[: m.start()]):
                return "in_stock"
            if state == "in_stock" and _long_lead(text):
                return "backorder"  # "Disponibile in 10-15 giorni lavorativi"
            return state
    return "backorder" if _long_lead(text) else None  # "Livrable en 2 semaines"


def lead_only(text: str) -> bool:
    """True when a text reads as back-ordered for a lead time in days alone ("Delivery in
    10–15 days", "Disponibile in 10-15 giorni"), no words of its own saying none is at hand
    (weeks and months, "Lieferzeit: 8–10 Wochen", still say the shop orders it in)."""
    text = _SERVICE_AVAILABLE.sub(" ", _OTHER_VERSION.sub(" ", text))
    for pattern, state in _PATTERNS:
        if pattern.search(text):
            if state != "in_stock":
                return False
            break
    m = _LEAD.search(text) or _LEAD_AFTER.search(text)
    return m is not None and not m.group(2) and not (m.re.groups >= 3 and m.group(3))


# Another version, size or colour said to be available, as the label of what follows it (its
# link or price): "Versión en piel de becerro disponible: Bolso Lisette becerro ₲ 8.900.000"
_OTHER_VERSION = re.compile(
    r"\b(?:versión|version|versione|variante|variant|modelo|model|modello|edición|edition|"
    r"color|colour|talla|size|größe|taille|farbe|couleur|cor|tamanho)\b[^.:;]{0,40}\b"
    r"(?:disponibles?|available|verfügbar|lieferbar|disponíve(?:l|is)|disponibil[ei])"
    # (or at its price, with cents: "Versione in acciaio disponibile a 14.900,00 €"; not "All
    # sizes available from 15 March")
    r"(?:\s*:|\s+(?:a|at|for|für|à|por|per|em)\s+\D{0,4}\d[\d.,' ]*[.,]\d{2}(?!\d))",
    re.I,
)


# A service or a way to pay said to be available, as the line's start ("Alquiler disponible:
# Gs. 350.000 por día", "Rental available", "Installation available", "Finanzierung verfügbar")
_SERVICE_AVAILABLE = re.compile(
    r"\W*(?:alquiler|arriendo|rental|hire|miete|mietgerät|location|noleggio|aluguel|"
    r"installation|instalación|instalação|installazione|montage|montaje|assembly|"
    r"financing|financiación|financiamento|finanzierung|finanziamento|leasing)\s+"
    r"(?:is\s+|ist\s+|est\s+)?(?:disponibles?|available|verfügbar|disponibile|disponível)\b"
    # (or Arabic prices said to be available to some, or on request: "أسعار الجملة متاحة للتجار
    # المسجلين فقط", wholesale prices for registered traders only; not "أفضل سعر متاح الآن")
    r"|(?<!\S)(?:ال)?(?:أسعار|سعر)(?:\s+\S+){0,2}\s+متاحة?\s+(?:فقط|لل\S+|عند الطلب)",
    re.I,
)


# An auction's buy-now option said to be unavailable: bidding goes on, nothing is sold out
_NO_BUY_NOW = re.compile(
    r"(?:buy (?:it )?now|kupi odmah|купи одмах|sofort-?kauf(?:en)?|achat immédiat|"
    r"comprar? ya|acquista subito|kup teraz|kúpiť hneď|koupit ihned)\W{0,3}"
    r"(?:(?:option|opcija|funktion)\s)?(?:(?:is|je|ist|est|no está|non è)\s)?"
    r"(?:not available|unavailable|nije dostupn\w*|није доступн\w*|nicht verfügbar|"
    r"non disponible|no disponible|non disponibile|niedostępn\w*|nedostupn\w*)",
    re.I,
)


def orders_taken(text: str) -> bool:
    """True when a line takes orders now or names a long lead time ("Backordered – order now
    and we'll ship when it's back", "Pre-order now", "Estimated to ship in 3–4 weeks")."""
    return bool(_ORDER_NOW.search(text)) or _long_lead(text)


def _taken_later(text: str) -> bool:
    """True when a text that says "not in stock" also takes orders for later delivery."""
    return (
        bool(_BACK_RE.search(text) or _ORDER_NOW.search(text))
        or _long_lead(text)
        # "Nicht an Lager — Lieferzeit 5–7 Arbeitstage": none at hand, delivered in days
        or (_NOT_AT_HAND.search(text) is not None and names_lead(text))
        # "غير متوفر في المخزن – يتم التفصيل عند الطلب": none at hand, made on order
        or (_NOT_AT_HAND.search(text) is not None and _ON_ORDER.search(text) is not None)
    )


_ON_ORDER = re.compile(r"عند الطلب|حسب الطلب|\bon order\b|auf bestellung|sur commande", re.I)


# "Not in stock" said of the shop's own shelf, which a lead time after it fills from the
# supplier (not "sold out", "discontinued": nothing more is coming)
_NOT_AT_HAND = re.compile(
    r"nicht an lager|nicht auf lager|not in stock|pas en stock|non disponibile a magazzino|"
    r"niet op voorraad|ikke på lager|inte i lager|ei varastossa|brak w magazynie|"
    r"není skladem|nie ma w magazynie|no hay stock|sin stock|fuera de stock|"
    # (none here, shipped from another warehouse: "Out of stock locally — ships from Lagos
    # warehouse in 4–6 working days")
    r"out of stock locally|not in stock locally|"
    r"غير متوفر في المخزن|غير متوفر بالمخزن",
    re.I,
)


# Words of months that are terms, not a lead time: "Installments available: 6 months × 7.500"
_TERMS = re.compile(
    r"instal|cuota|parcela|\brate\b|raten|taksit|\bemi\b|garant|warrant|subscri|abonn|"
    # (a loan's: "Finance available – 24 months interest free")
    r"interest[- ]free|\bfinance (?:available|options?)\b|\bfinancing\b|"
    r"(?<![^\W\d_])[×x]\s?\d|/\s?(?:mo|month|mes|monat|mois)\b",
    re.I,
)


def names_lead(text: str) -> bool:
    """True when the text names a time to delivery ("Ships in 1–2 weeks", "Lieferzeit 3–5
    Tage"), however short."""
    return bool(_COUNT.search(text)) and bool(_LEAD.search(text) or _LEAD_AFTER.search(text))


def _long_lead(text: str) -> bool:
    """True when the text promises delivery only in two weeks or more, or ten days or more:
    the shop has none at hand and orders it in (a stock at hand ships in days)."""
    # the digit test first: most lines name no count, and it is far cheaper than _LEAD
    if not _COUNT.search(text):
        return False
    m = _LEAD.search(text) or _LEAD_AFTER.search(text)
    if m is None:
        return False
    count = int(m.group(1))
    if m.re.groups >= 3 and m.group(3):
        # months ("ship in 1-2 months"), not the terms of instalments or a warranty
        return _TERMS.search(text) is None
    return count >= 2 if m.group(2) else count >= _LONG_DAYS


# A size right before the number: "Últimas unidades en talla 42" counts no units
_SIZE_BEFORE = re.compile(
    r"(?<![^\W\d_])(?:talla|size|taille|gr[öo](?:ß|ss)e|maat|taglia|tamanho|storlek|størrelse|koko|"
    r"rozmiar|velikost|méret|beden|n[ºo°]\.?)\s*:?\s*$",
    re.I,
)


# A count of sales or watchers after the number: "Last one · 43 sold · 9 watchers"
_SOLD_AFTER = re.compile(
    r"\s?(?:sold|verkauft|vendid[oa]s|vendus?|vendut[io]|verkocht|sålda|solgt|myyty|"
    r"sprzedan\w*|prodáno|eladva|satıldı|已售|売れ|판매|đã bán|terjual|ขายแล้ว|watch\w*|views?)"
    r"(?!\w)",
    re.I,
)


def _many(phrase: str, before: str = "") -> bool:
    count = _COUNT.search(phrase)
    if count is not None and _SIZE_BEFORE.search(phrase, 0, count.start()):
        return False
    if count is not None and _SOLD_AFTER.match(phrase, count.end()):
        return False
    if count is None:
        return False
    # the length first: int() refuses digit strings of thousands of characters
    if len(count.group(0)) > 3:
        return True
    n = int(count.group(0))
    # (a marketplace's plain count of what is left, "Còn 7 sản phẩm": few below five; "Chỉ
    # còn 7 sản phẩm", only seven, is few)
    return n > _SCARCE_MAX or (
        n >= 5
        and (
            (_PLAIN_LEFT.match(phrase) is not None and not _ONLY_BEFORE.search(before))
            # (a Japanese shop's count after "in stock", in brackets: "在庫あり（残り12点）")
            or _JA_IN_STOCK_BEFORE.search(before) is not None
        )
    )


# A marketplace's count of the units left, printed whatever the count ("Còn 156 sản phẩm")
_PLAIN_LEFT = re.compile(r"còn \d+ sản phẩm", re.I)
# ... unless scarcity is said before it ("Chỉ còn 7", "Nhanh tay! Còn 6", "Hàng sắp hết: còn 6";
# not "Địa chỉ kho", an address, nor "Ưu đãi có hạn", an offer's time)
_JA_IN_STOCK_BEFORE = re.compile(r"在庫あり\s*[（(：:]\s*$")
_ONLY_BEFORE = re.compile(r"(?<![^\W\d_])chỉ\s*$|nhanh tay|sắp hết|số lượng có hạn", re.I)
