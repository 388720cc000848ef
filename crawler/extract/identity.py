"""Reads the shop's item number a page prints next to the product ("SKU: AB-123", "Art.-Nr.")."""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Callable, Iterable, Iterator
from itertools import islice

from lxml import etree

from crawler.extract.folded import gated
from crawler.extract.tree import at_most

# Item-number labels in many languages. "N° d'article", "Code article", "Cod produs",
# "Stok Kodu", "Indeks", "Артикул", "貨號", "Mã sản phẩm"… (the manufacturer's part number,
# the EAN and "Modèle" or Japanese "型番" (model number) are other numbers and stay out).
_MORE = (
    # a marketplace's listing code ("Código do anúncio", as "Publicación #"; before "código"),
    # in Czech, Slovak and Norwegian ("Kód inzerátu", "Číslo inzerátu", "FINN-kode"); an
    # auction's lot ("Lot n° 2291", Arabic "auction number"); Hindi "product code"; a fashion
    # shop's "Código de estilo:"
    r"c[óo]digo d(?:o|el|e) an[úu]ncio|c[óo]digo de estilo|kód inzerátu|číslo inzerátu|finn-?kode|"
    # (and the Norwegian "ad code" so: "Annonsekode 339182044")
    r"annonse-?kode|"
    # Chinese "style number" ("款号：SQ-QP-MTM-01"), Tamil "item number" ("பொருள் எண்:"), an
    # Arabic part number and deal code ("رقم القطعة", "رمز الصفقة:"), a Polish marketplace's
    # offer number ("Oferta nr 13877261098"), Portuguese "item number" ("N.º do artigo:")
    r"款号|款號|பொருள் எண்|رقم القطعة|رمز الصفقة|oferta nr\.?|n\.?\s?º d[oe] artigo|"
    # (and Spanish "product number": "N.º de producto:")
    r"n\.?\s?º de (?:producto|artículo)|"
    # (and Dutch "reference": "Referentie GW-X12-256-BK")
    r"referentie|"
    # (Azerbaijani "ad №", Hindi "style ID", Haitian Creole "reference": "Elan № 38812004",
    # "स्टाइल आईडी:", "Referans:")
    r"elan\s?№|स्टाइल आईडी|referans|"
    # (a classified's or auction's number in Hungarian, Bulgarian, Serbian, Spanish, Swahili,
    # Azerbaijani, Thai and Hindi: "Hirdetéskód:", "Обява №", "Број огласа:", "Aviso Nº",
    # "Tangazo Nambari:", "Elanın nömrəsi:", "หมายเลขประมูล:", "उत्पाद आईडी:")
    r"hirdetéskód|обява\s?№|број огласа|aviso\s?n[º°]|tangazo nambari|"
    r"elanın nömrəsi|หมายเลขประมูล|उत्पाद आईडी|"
    # a listing's number: Turkish, Sinhala, Uzbek, Czech, Slovak, Danish, Hebrew and French
    # ("İlan No:", "ලැයිස්තු අංකය", "E'lon raqami:", "Nabídka č.", "Položka č.", "Annonce-ID:",
    # "מספר מודעה:", "Annonce no 77120")
    r"(?:İ|i̇|i)lan no\.?|ලැයිස්තු අංකය|e['’]lon raqami|nabídka č\.|položka č\.|annonce-?id|"
    r"מספר מודעה|annonce no\.?|"
    # Czech and Slovak "goods code" ("Kód zboží", "Kód tovaru"; before "kód" alone)
    r"kód (?:zboží|tovaru)|"
    # Indonesian "the seller's SKU" on a marketplace ("SKU Penjual:"), before "sku" alone
    r"sku penjual|sku toko|"
    r"lot[e]? n\.?\s?[°º]\.?|رقم المزاد|उत्पाद कोड|"
    # a Nordic auction's object number ("Objektnr.: 28841552", "Objektnummer")
    r"objekt-?nr\.?|objektnummer|objekt-?id|"
    # (a Hungarian auction's lot: "Tétel: SZA-22871")
    r"tétel(?=\s?:)|"
    # an Icelandic auction's number ("Uppboðsnúmer: 550123"), a Mexican shop's "Clave:" (its key)
    r"uppboðsnúmer|uppboð nr\.?|clave(?: de producto)?(?=\s?:)|"
    # an Arabic classified's "ad number" ("رقم الإعلان:"), Sinhala "item number" ("අයිතම අංකය:")
    r"رقم الإعلان|අයිතම අංකය|"
    # a Serbian classified's "ad no." ("Оглас бр. 156223901", "Oglas br.")
    r"оглас бр\.?|oglas br\.?|šifra oglasa|шифра огласа|broj aukcije|број аукције|"
    # (Slovene "ad no.": "Št. oglasa: 12345678"; Swahili "Tangazo Na. 4471829", "Nambari ya
    # tangazo: NS-40912")
    r"št\.? oglasa|številka oglasa|tangazo na\.?|(?:namba|nambari) ya tangazo|"
    # (Arabic "item number", "رقم السلعة"; Czech "order code", "Objednací kód:"; a shop's own
    # "Shop part #", beside the maker's part number)
    r"رقم السلعة|objedn(?:ací|ávací) (?:kód|číslo)|"
    r"shop part\s?(?:#|no\.?|number)|"
    # (Hungarian "identifier" before its colon: "Azonosító: BA-VIT-912")
    r"azonosító(?=\s?:)|"
    # a dealer's stock number of a vehicle ("Stock ref:", "在庫番号", "매물번호", "物件編號："; not
    # "رقم السيارة", "Nambari ya gari", as often the number plate)
    r"stock\s?ref\.?|在庫番号|매물\s?번호|物件編號|物件编号|物件番号|"
    r"šifra aukcije|шифра аукције|"
    # an Armenian auction's lot number ("Լոտի համար"), Malay "reference" (PrestaShop's
    # "Rujukan"), Arabic "code" before its colon ("رمز: AJ-PR-0740")
    r"լոտի համար|rujukan|رمز(?=\s?:)|"
    # (an Armenian classified's number: "Հայտարարություն #19288120"), a Czech auction's and
    # ad's ("Číslo aukce:", "Inzerát č.:"), a Hungarian product id, a Spanish auction's lot
    r"հայտարարություն|číslo aukce|číslo inzerátu|inzerát č\.?|termékazonosító|"
    # (a Japanese marketplace's listing number, a Dutch order number, Urdu "code" before its
    # colon: "出品番号", "Bestelnummer:", "کوڈ: KP-MKB-10"; not Hindi "कोड:" alone, a coupon's
    # as often: "कोड: PEHLA46")
    r"出品番号|bestelnummer|کوڈ(?=\s?:)|"
    r"lote(?=\s?:)|"
    # Arabic "reference number", German "inventory no." (a single piece's), a hire shop's
    # "Hire code:", "Hire ref:"
    r"الرقم المرجعي|inventar-?nr\.?|inventarnummer|(?:hire|rental) (?:code|ref\.?)|"
    # ... a Dutch, French, Georgian and Sinhala one's ("Advertentienummer:", "Annonce n°
    # m2033991", "განცხადების ID:", "දැන්වීම් අංකය:")
    # (Spanish, Czech, Norwegian, German, Bulgarian and Bengali ads' and items' numbers:
    # "Código del aviso:", "Číslo položky:", "Annonsekode", "Anzeigencode", "ID на обявата:",
    # "বিজ্ঞাপন আইডি:")
    r"c[óo]digo del? (?:aviso|anuncio)|číslo položky|annonsekode|anzeigencode|"
    r"id на обявата|বিজ্ঞাপন আইডি|"
    # (and an Italian classified's "Annuncio n. 51233780")
    r"advertentienummer|advertentie-?nr\.?|annonce n[°º]\.?|annuncio n(?:r|°|º)?\.?|"
    r"განცხადების (?:id|ნომერი)|"
    # ... a Danish and Norwegian one's, an English one's ("Annonce-nr. ID-1042233", "Ad ID:")
    r"annonce-?nr\.?|annonse-?nr\.?|(?<![^\W\d_])ad\s?id|"
    # ... an Icelandic one's ("Auglýsing nr. 3318842", "Auglýsinganúmer:")
    r"auglýsing nr\.?|auglýsinganúmer|"
    r"දැන්වීම් අංකය|"
    # Indonesian "code" before its colon ("Kode: JK-LIP-08"), Urdu "item number", Arabic
    # "service code" ("آئٹم نمبر:", "رمز الخدمة:")
    r"kode(?=\s?:)|آئٹم نمبر|رمز الخدمة|"
    # an auction's lot in Ukrainian and Russian, and in Chinese ("Лот № 778120", "拍賣編號：")
    r"лот\s?№|лот\s?#|拍賣編號|拍卖编号|拍品編號|拍品编号|"
    # Italian "Art. n.", Spanish "Núm. de artículo", Arabic "piece code", Nepali "item code",
    # Sinhala "item code" ("رمز القطعة:", "सामान कोड:", "භාණ්ඩ කේතය")
    r"art\.\s?n\.(?=\s|$)|núm\.?\s?de\s?art[íi]culo|رمز القطعة|सामान कोड|භාණ්ඩ කේතය|"
    # Serbian and Croatian "ad number" ("Broj oglasa: 2240918773"), Indonesian "auction no."
    r"broj oglasa|no\.?\s?lelang|nr oferty|ლოტი\s?[№#]|broj (?:predmeta|artikla|proizvoda)|"
    # Bulgarian "cat. number" abbreviated ("Кат. номер:"), Arabic "the code" ("الرمز:")
    r"кат\.\s?номер|الرمز|"
    # Kazakh "goods code" ("Тауар коды:"), a drop's id ("Drop ID LBM-DROP-0931"), a shop's
    # "Our code:", Vietnamese "code" alone before its colon ("Mã: DNT-QT-50")
    r"тауар коды|drop\s?id|our code|mã(?=\s?:)|"
    # Latvian "auction no.", Lithuanian "code", English "Article ID"
    r"izsoles nr\.?|kodas(?=\s?:)|article\s?id|"
    # Albanian "the code" before its colon ("Kodi: TT-RH3"), "product code" ("Kodi i produktit")
    r"kodi i produktit|kodi(?=\s?:)|"
    # Turkish "product no.", Italian "listing no.", "Article:" alone before its colon
    r"ürün no\.?|inserzione n\.?|article(?=\s?:)|"
    # Spanish "Cód. artículo", "Código de artículo", "Ref. artículo", "Cód. producto" (before
    # "código" takes the first word alone)
    r"(?:c[óo]d(?:\.|igo)?|ref\.?)\s?(?:de(?:l)?\s)?(?:art[íi]culo|producto)|"
    # Portuguese "Cód. do produto", "Código do produto" (before "código" takes the first word)
    r"c[óo]d(?:\.|igo)?\s?d[oe] produto|"
    r"i/n|(?:n[°º]|no) d['’]article|numéro d['’]article|termékkód|article n[°º]|"
    r"code (?:article|produit)|"
    r"riferimento|cod(?:ice)? prodotto|cod(?:\.|ice)? articolo|cod produs|cod articol|stok kodu|"
    r"indeks|kod produktu|kód produktu|katalogové číslo|cikkszám|tuotenumero|tuotekoodi|"
    # (and a Spanish classified's "Código de publicación:", the longer label first)
    r"artikelcode|artikelnr\.?|item\s?(?:number|code)|"
    r"c[óo]digo(?: del? produc?to| de publicaci[óo]n)?|"
    # (Greek "Κωδ." abbreviated; Polish "Nr aukcji", an auction's number as "Numer oferty")
    # (and Uzbek "Artikul", Kazakh and Kyrgyz "Артикул" in Latin letters; Russian and
    # Belarusian "Код товара", "Код тавару")
    # (and "Арт." abbreviated: "Арт.: TO-FB-220-BK-L")
    r"refer[êe]ncia|артикул|арт\.|artikuls?|рамз|код(?: т[оа]вар[уа])?|κωδικός(?: προϊόντος)?|"
    r"κωδ\.\s?προϊόντος|κωδ\.|"
    # Canadian French "product no." ("No de produit :"), Serbian and Croatian "item" before
    # its colon ("Predmet: 7712938841")
    r"n[o°º]\.?\s?de produit|numéro de produit|predmet(?=\s?:)|"
    # Azerbaijani "product code" ("Məhsul kodu:"), Serbian and Croatian "item's code" ("Šifra
    # predmeta:"), Urdu "SKU" spelt out ("ایس کے یو"), an auction's lot ("No. lot:", "Lot:")
    r"m[əe]hsul kodu|šifra (?:predmeta|artikla|proizvoda)|ایس کے یو|no\.?\s?lot|lot(?=\s?:)|"
    # Afrikaans "product code" ("Produkkode:"), Hindi "item number" ("आइटम नंबर")
    r"produkkode|itemkode|आइटम (?:नंबर|संख्या)|"
    # (a German offer's number, a Spanish ad's id and number, a Spanish article's number:
    # "Angebotsnummer:", "ID del anuncio:", "Anuncio N°:558102", "Art. N° CH-POL45-INV")
    r"angebotsnummer|angebots-?nr\.?|id del anuncio|anuncio n[°º]|art\.\s?n[°º]|"
    # Filipino "item code" ("Code ng item:", "Kodigo ng produkto:")
    r"(?:code|kodigo|koda) ng (?:item|produkto|aytem)|"
    r"mã (?:sản phẩm|sp|hàng|phiên)|"
    r"nr aukcji|numer aukcji|"
    # eBay's own number in German ("eBay-Artikelnr.:"), Basque "Erref." (reference), an
    # auction lot's code in Portuguese ("Código do lote:")
    r"ebay-artikelnr\.?|erref\.|c[óo]digo do lote|"
    # an auction's lot number, Portuguese "Ref.ª"
    r"lot\s?(?:number|no\.?|#|ref(?:erence)?\.?)|ref\.ª|"
    # a Slovene auction's number ("Št. dražbe: 88120")
    r"št\.\s?dražbe|številka dražbe|"
    # a German auction's lot ("Los-Nr.: 2417", "Losnummer")
    r"los-?nr\.?|losnummer|"
    # ... a Dutch one's ("Kavelnummer: 448120", "Kavel nr."), a Georgian one's ("ლოტის
    # ნომერი: LOT-7731"); a Japanese used-goods shop's stock number ("管理番号")
    r"kavelnummer|kavel\s?nr\.?|ლოტის ნომერი|(?:商品)?管理番号|"
    # ... a Romanian one's ("Cod lot: GL-A12-047", "Lot nr.")
    r"cod lot|"
    # a Slovak and Czech catalogue number, a Bulgarian product code, a Macedonian ad number, a
    # built-to-order computer's configuration code ("Kat. číslo: BSP-SM8", "Продуктов код:",
    # "Број на оглас: 7781123", "Config code: ABTO-NOVA-32-2T")
    r"kat\.\s?číslo|katalógové číslo|katalogové číslo|продуктов код|код на продукт(?:а)?|"
    r"број на оглас|config(?:uration)? code|"
    # ... a Bulgarian product's code, a Norwegian ad's id, a Spanish auction's, a Georgian ad's
    # ("Код на продукта:", "Annonse-ID: 34211", "Subasta N° 55120", "განცხადება # 77120")
    r"код на продукта|annonse-?id|subasta n[°º]|განცხადება\s?#|"
    # ... in Latvian ("Loti Nr. RD-LOT-0012"); Cafe24's "own product code" (자체상품코드)
    r"loti nr\.?|자체상품코드|"
    # ... an Estonian auction's number ("Oksjoni nr: OS-88123"), Burmese "item number"
    # ("ပစ္စည်းနံပါတ်: YA-55120")
    r"oksjoni nr\.?|oksjoni number|ပစ္စည်းနံပါတ်|"
    # ... a Czech configurator's code ("Kód konfigurace: BK-CFG-G1")
    r"kód konfigurace|konfigurační kód|"
    r"รหัสสินค้า|kode produk|貨號|货号|產品編號|产品编号|رمز المنتج|كود المنتج|كود الصنف|"
    # (Arabic "the code", "item number", "article number": "الكود: TR-LY-77", "رقم المادة:")
    r"الكود|رقم المادة|رقم الصنف|رمز الصنف|رقم (?:اللوط|اللوت)|"
    # Thai "item number", Amharic "item number" and "reference", Urdu, Hindi, Punjabi and
    # Bengali "item / product code" ("หมายเลขสินค้า:", "የዕቃ ቁጥር:", "آئٹم کوڈ:", "পণ্য কোড:",
    # Hindi "style code", "स्टाइल कोड:")
    r"หมายเลขสินค้า|የ[ዕእ]ቃ ቁጥር|ማጣቀሻ|(?:የምርት |የዕቃ )?ኮድ|የምርት ቁጥር|"
    r"آئٹم کوڈ|پروڈکٹ کوڈ|आइटम कोड|आइटम आईडी|उत्पाद कोड|स्टाइल कोड|ਆਈਟਮ ਕੋਡ|प्रोडक्ट कोड|"
    r"(?:পণ্য |ড্রপ |আইটেম )?কোড|מק\"ט|"
    # Icelandic, Arabic "item code/number", Polish "catalogue number", Target's "TCIN"
    r"vörunúmer|vörunr\.?|رمز الصنف|رقم الصنف|numer katalogowy|nr katalogowy|tcin|"
    # (Faroese "item no.", Belarusian "article", Welsh "product code", Swiss French "art. no.",
    # a Hungarian classified's ad number, Khmer "code": "Vørunr.", "Артыкул:", "Cod cynnyrch:",
    # "No d'art.", "Hirdetés azonosító:", "លេខកូដ៖")
    r"vørunr\.?|vørunummar|артыкул|cod cynnyrch|no d['’]art\.?|n[°º]\s?d['’]art(?:icle)?\.?|"
    r"hirdetés azonosító|លេខកូដ|"
    # Bulgarian "catalogue number", Czech "cat. no.", Polish "Nr kat.", Swedish "item number"
    r"каталожен номер|kat\.\s?č\.?|nr\s?kat\.?|varunummer|varunr\.?|"
    # Hebrew "מק״ט" with the gershayim sign, Hebrew "product code", Arabic "reference",
    # Korean "item number" (품번), a marketplace's offer number (Polish "Numer oferty") and
    # its own catalogue id (Takealot's "TSIN", like Target's "TCIN")
    # (and a Polish classified's "Nr ogłoszenia:", "Numer ogłoszenia:")
    r"מק״ט|קוד מוצר|(?:ال)?مرجع|품번|numer oferty|n(?:r|umer) ogłoszenia|tsin|"
    # a big shop's own labels: "Store SKU", "Internet #" (Home Depot), "eBay item number"
    # (the shop's name first; not another party's number: "Manufacturer item number")
    r"store\s?sku(?:\s?#)?|internet\s?#|asin|"
    # a product's, an app's, an event's or a course's id or code ("Produkt-ID:", "App ID",
    # "Event ID:", "Course code:", "Código do curso:", "ID de producto:", "Kód nabídky:",
    # "Kohdenumero:", "Viðburður nr.", "Код курсу:", "活動代碼：", "Pコード", "클래스 번호",
    # Arabic "event code", "course code"), Swahili and Mongolian "product number/code", a
    # distributor's "Stock No." after its name ("Boltfield Stock No.:"), a classified's "ID:"
    r"produkt-?id|product-id|app\s?id|event\s?id|course\s?code|c[óo]digo do curso|"
    r"id de producto|kód nabídky|kohdenumero|viðburður nr\.?|код курсу|活動代碼|活动代码|"
    r"pコード|클래스 번호|رمز الفعالية|رمز الدورة|namba ya bidhaa|nambari ya bidhaa|барааны код|"
    # (Mongolian "product code": "Бүтээгдэхүүний код: UB-HP2000")
    r"бүтээгдэхүүний код|"
    # (isiZulu and isiXhosa "product code": "Ikhodi yomkhiqizo:", "Ikhowudi yemveliso:")
    r"ikhodi yomkhiqizo|ikhowudi yemveliso|"
    # (Hausa "item number": "Lambar kaya: KN-INV3K")
    r"lambar (?:kaya|kayan|samfur)|"
    r"(?:[a-z][a-z-]{1,20} )?stock\s?(?:no\.?|number|#)|id(?=\s?:)|item(?=\s?:)|"
    # Target's own item number, with its abbreviation ("Item Number (DPCI):")
    r"item number \(dpci\)|dpci|"
    # Croatian/Serbian/Bosnian/Slovenian "Šifra (artikla|proizvoda|izdelka)", Serbian and
    # Macedonian "Шифра", Estonian "Tootekood", Lithuanian "Prekės kodas", Latvian "Preces
    # kods" and "Artikuls"
    r"šifra(?: (?:artikla|proizvoda|izdelka|artikli))?|шифра(?: (?:на )?(?:артикл|производ)\w*)?|"
    r"tootekood|prekės kodas|prekės nr\.?|preces kods|artikuls|"
    # (Latvian "product ID": "Preces ID: 4451209")
    r"preces id|"
    # Slovenian "item / article / product number" ("Številka predmeta: 40291733")
    r"številka (?:predmeta|artikla|izdelka)|"
    # Hungarian "order code/number", Persian "item code", "product code"
    r"rendelési (?:kód|szám)|کد کالا|کد محصول|"
    # Arabic "product number", Czech/Slovak "offer/goods number" (a marketplace's offer, as
    # Polish "Numer oferty"), Italian "Cod. art.", a big shop's "Web Code", a marketplace's
    # product line id ("PLID", as "TSIN") and its listing number ("Publicación #")
    r"رقم المنتج|číslo (?:nabídky|ponuky|zboží|tovaru)|cod\.?\s?art\.?|web\s?code|plid|"
    # (not a bare "Publicación": a book's publication year)
    r"publicaci[óo]n\s?(?:#|n[°º]|no\.)|n[°º] de publicaci[óo]n|"
    # an Argentine classified's "Aviso #AR-3390121", an Urdu auction's lot ("لاٹ نمبر:")
    r"aviso\s?(?:#|n[°º])|لاٹ نمبر|"
    # a classified's ad number in Urdu, Bosnian, Norwegian, Danish, Swedish and Finnish
    # ("اشتہار نمبر", "ID oglasa", "Annonsenummer 339120441"), an item's id or code in Bosnian,
    # Portuguese, Hungarian, Arabic and Indonesian ("ID artikla:", "Cód. do item:",
    # "Tételszám:", "رمز المادة:", "SKU Toko:")
    r"اشتہار نمبر|id (?:artikla|oglasa|proizvoda)|annonsenummer|annoncenummer|annonsnummer|"
    r"ilmoitusnumero|c[óo]d(?:igo|\.)? do (?:item|produto|an[úu]ncio)|tételszám|"
    r"رمز المادة|sku toko|"
    # "item code" in Tamil, Sinhala "reference number", Afrikaans "product ID" (not Hindi
    # "कोड:" alone, as often a coupon's code: "कोड: PEHLA46")
    r"பொருள் குறியீடு|යොමු අංකය|produk-?id|"
    # Arabic "reference number", Swedish and Mongolian ad numbers, Kinyarwanda "product
    # number", a Brazilian listing's "Anúncio #", Chinese "編號：" ("رقم المرجع:", "Annons-ID:",
    # "Зарын дугаар:", "Nomero y'igicuruzwa:", "Anúncio #MLB4412100", "編號：HKR-OC38-0412")
    r"رقم المرجع|annons-?id|зарын дугаар|nomero y['’]igicuruzwa|an[úu]ncio(?=\s?#)|"
    r"[編编]號(?=\s?[:：])|编号(?=\s?[:：])|"
    # Canadian French "UGS" (unité de gestion des stocks: the SKU), "UGS magasin" (store SKU)
    r"ugs(?: magasin)?|"
    # a shop's catalogue number ("Cat. No. 913/4772"), Hong Kong "貨品編號" (goods number)
    # (and Argos's "Cat no:" without the dot)
    r"cat\.?\s?no\.?(?![a-z])|cat(?:alog(?:ue)?)?\s?(?:no\.|number)|貨品編號|货品编号|"
    # a department store's "Web ID", a marketplace's seller reference ("Réf. vendeur", before
    # "réf" takes the first word alone)
    r"web\s?id|r[ée]f(?:[ée]rence)?\.?\s?vendeur|"
    # a marketplace's own reference named for it ("Réf Cdiscount : …"; not the maker's)
    r"r[ée]f\.?\s(?!fabricant|constructeur|fournisseur|fabr\.|produit|article|ean)[a-z][a-z-]{2,20}"
    r"(?=\s?:)|"
    # a fashion shop's style number, its own item number ("Style no. LS-MIRA-TAN", "Style #",
    # "Style code: KV-55120", "Style ref.")
    r"style\s?(?:no\.?|#|number|code|id|ref\.?)|"
    # German "Referenz" (a watchmaker's reference), British "Stock code", German "Inseratcode"
    # (a classified listing's number, as an auction's)
    r"referenz|stock\s?code|inseratcode|inseratsnummer|inserat-?\s?nr\.?|"
    # a classified's or an auction's number in French, Spanish, Danish, Bulgarian and Russian
    # ("N° d'annonce : 558120344", "Ref. anuncio 93381077", "Лот:"; not "Katalognr.", a record
    # label's catalogue number), Polish "Nr art." (item no.)
    r"n[°º]\s?d['’]annonce|ref\.?\s?(?:del\s)?anuncio|лот|"
    # (French "Réf. annonce TR-40918", Malay "Iklan ID: 88120451")
    r"r[ée]f\.?\s?(?:de l['’])?annonce|iklan\s?id|id\s?iklan|"
    r"nr\.?\s?art\.?|"
    # Malay "product code", German "order no.", Spanish "article", Hindi "product code (SKU)"
    # (and its "item code", "goods code": "Kod Item: SP-MEL32-4K", "Kod barang")
    r"kod produk|kod\s?item|kod barang|bestell-?nr\.?|art[íi]culo(?:\s?n\.?[º°o]\.?)?|"
    r"उत्पाद कोड(?:\s?\(sku\))?|"
    # "product code" in Hindi, Marathi and Nepali, Gujarati, Bengali, Urdu, Tamil, Khmer, Lao
    # and Burmese
    r"उत्पादन कोड|ઉત્પાદન કોડ|(?:প্রোডাক্ট|পণ্য|পণ্যের) কোড|پروڈکٹ کوڈ|"
    r"தயாரிப்பு குறியீடு|លេខកូដ(?:ផលិតផល|ទំនិញ)?|ລະຫັດ(?:ສິນຄ້າ)?|(?:ပစ္စည်း)?ကုဒ်(?:နံပါတ်)?|"
    # Georgian and Armenian "(product) code", "article" (Armenian writes its colon "՝")
    r"(?:პროდუქტის )?კოდი|არტიკული|(?:ապրանքի )?կոդ|արտիկուլ|"
    # Uzbek "product ID", "product code", Indonesian "product number", a marketplace
    # listing's number ("Listing #4411920387")
    r"mahsulot (?:id|kodi)|nomor produk|kode produk|no\.?\s?produk|"
    r"listing\s?(?:#|no\.?|number|id)|lot\s?id|"
    # (an equipment rental's number: "Rental # RT-9114")
    r"rental\s?(?:#|no\.?|number)|subasta\s?#|"
    # an auction's lot number ("Lot no. 20931", Lithuanian "Lotas Nr.", Spanish "Lote N°")
    r"lot(?:as|e|o)?\s?(?:nr\.?|no\.?|#|n[°º])|"
    # (Malay and Indonesian word order: "No. Listing: PSK-8812-3345", "ID Item: 2231.88910")
    r"no\.?\s?listing|id\s?(?:item|produk|listing)|"
    r"(?!(?:manufacturer|mfr|hersteller|fabricant|supplier|vendor|model|part|seller|global)\b)"
    r"[a-z][a-z-]{1,20} item number"  # "eBay item number", "eBay-style item number"
)
# Spacing and the invisible direction marks a label may carry before its colon, as
# right-to-left pages and mixed-direction tables print them ("SKU\u200f:\u200e")
_MARKS = r"[\s\u200e\u200f\u202a-\u202e\u2066-\u2069]"
# A marketplace's name, or the shop's own word for itself, joined to the label
# ("eBay-Artikelnummer: 296615480231", "Torget-kode 345667812", "Shop-SKU"): a short list, as
# any other word there names another party's number ("OEM-", "Lieferanten-", "Kunden-", "EAN-",
# "Kupon-kode")
_PREFIX = (
    r"(?:(?:ebay|amazon|finn|torget|tori|blocket|dba|allegro|olx|otto|kaufland|bol|cdon|emag|"
    r"ozon|shop|web|online|store|internet|butik|butikk|webshop|nettbutikk|onlineshop)-)"
)
# ... before the labels that take it
_PREFIXED = rf"(?:{_PREFIX}(?=artikel|art\.|sku|kode))?"
_BIDI = dict.fromkeys((0x200E, 0x200F, *range(0x202A, 0x202F), *range(0x2066, 0x206A)))
# _MORE first: "Referência", "Cod produs" and "Kód produktu" must not lose to "ref", "cod", "kód".
_LABELS = (
    # (a shop's own code named after it, before "kod": "Torget-kode 345667812")
    rf"{_MORE}|(?<=-)kode|sku|art(?:ikel)?\.?-?\s?nr\.?|artikelnummer|produktnummer|bestellnummer|referencia|"
    r"référence|reference|réf\.?|ref\.?|item\s?(?:no\.?|#|number|id)|product\s?(?:id|code|no\.?|#|number)|"
    # (a marketplace's listing by its numero sign: "Publicación #MF-99812", "Listing # 5521")
    r"(?:publicaci[óo]n|aviso|listing|internet)\s?#|"
    # a grocer's or department store's price look-up code ("PLU: 3321187")
    r"plu(?=\s?:)|"
    # a marketplace's "商品ID", an auction's "オークションID", Taiwanese "品號" (item number)
    r"商品id|品號|オークションid|"
    r"商品コード|商品番号|品番|tuotenro\.?|tuotenumero|tuotekoodi|varenr\.?|varenummer|"
    # (Latvian "Kods:", Finnish auctions' "Kohde nro 592318841", the lot's number)
    r"artikkelnr\.?|kód|kod produktu|(?<!reģ\. )kods|kod|ürün kodu|kohde\s?(?:nro|numero)\.?|"
    r"código|codice(?: articolo)?|c[óo]d\.?|best\.?-?\s?nr\.?|상품코드|상품번호|商品編號|商品编号|"
    r"رقم المنتج|article\s?(?:#|no\.?|number|nr\.?)|art\.|"
    # German, Dutch and Scandinavian "Artikel" (item) alone, last: "Artikel 22918344"
    r"artikel|"
    # a fashion shop's "Style 2201-SG": only before a code alone on its line
    # (the digit in any part: "Style: TDK-DROP-07")
    r"(?:style|stil|estilo)(?=\s*[:：]?\s+(?=[a-z0-9-]{5})(?=[a-z0-9._-]*\d)[a-z0-9]+(?:[-_.][a-z0-9]+)*\s*$)|"
    # a big shop's own number named for it ("WallMarket # 583920114", "Walmart # 58392011")
    r"(?-i:[A-Z][A-Za-z&]{1,20}) #(?=\s?\d{6,}\b)|"
    # a beauty shop's "ITEM 2345678", in capitals, before a number alone
    r"(?-i:ITEM)(?=\s+\d{5,}\s*$)|"
    # ... "Item" before a code alone at its field's end ("Model Number: BP-880 · Item N40123456A")
    r"item(?=\s+(?=[A-Za-z0-9-]*\d{4})[A-Za-z0-9-]{6,}\s*$)"
    # ... and a classified's listing number after the numero sign ("№ 3918274650")
    # (or before a field of its own: "№ 3881402217 · 1 284 просмотра")
    r"|№(?=\s?\d{5,}\s*(?:$|[·•|]))"
)
# A bilingual label pair, as Canadian and Belgian shops print it: "N° d'article / Item #:",
# "UGS / SKU:"
# ... or the label's English name in brackets: "رمز المنتج (SKU):", "Product code (SKU):"
_PAIR = rf"(?:\s*/\s*(?:{_LABELS})|\s?\((?:{_LABELS})\))?"
_LABEL = re.compile(rf"^{_PREFIXED}(?:{_LABELS}){_PAIR}\s*[:：#՝፡፦៖]?\s*", re.I)
# (a label ending in its "#" may touch its number: "Item #TD-448120")
_SPACED_LABEL = gated(rf"^{_PREFIXED}(?:{_LABELS}){_PAIR}(?:\s*[:：#՝፡፦៖]\s*|\s+|(?<=#))", re.I)
# A text that starts with a label and a separator ("Varenr: ", "Réf. ", "商品番号："): the
# element prints an item number whatever its class is called.
TEXT_LABEL = gated(
    # a short field may lead the line: "Kamel · Art.nr 43118-220", "판매자: 싹몰 · 상품번호:",
    # "メーカー型番：KM-Z50 / 商品番号：" (the maker's number, then the shop's), "ストア: キッチン
    # プラザ ／ 商品コード：" (the full-width slash of Japanese and Chinese pages); or a short
    # sentence: "由 京店 发货, 并提供售后服务. 商品编号：", "Sold by Acme. Item No.:"
    # (or the separator alone, the field before it an element of its own: "Marque : <a>MIRADO
    # </a> · Réf. : <span>MIR55QX7</span>")
    r"(?:[^·•|/／｜]{1,60}?(?:\s[·•|/／]\s+|\s*｜\s*|(?<=[^\W\d_])\.\s+|。\s*)|\s*[·•|]\s+|\s*[—–]\s+(?!(?:k[óo]d|code|c[óo]d(?:igo)?)\s*[:：]))?\(?(?:"
    # the lookahead turns away prices and numbers ("$12.34") before the long alternation; a
    # label whose "#" is its separator may touch its number: "Internet #318822901"
    rf"{_MARKS}*(?=[^\W\d_]){_PREFIXED}(?:sku|item\s?no|item\s?id|商品id|品號|オークションid|(?:item|article|product|internet|publicaci[óo]n|aviso|lot|listing|rental|subasta)(?=\s?#)|asin|kód|"
    r"(?<!reģ\. )kods|kod|varenr|varenummer|artikkelnr|réf|ref|product\s?id|商品番号|商品コード|"
    r"品番|tuotenro|tuotenumero|tuotekoodi|ürün kodu|"
    r"art(?:ikel)?\.?-?\s?nr|artikelnummer|best\.?-?\s?nr|bestellnummer|"
    r"product\s?(?:code|number)|item\s?code|plu|référence|codice|상품코드|상품번호|商品編號|商品编号|c[óo]d|"
    rf"{_MORE}){_PAIR}{_MARKS}*[.:：#՝፡፦៖]"
    # an abbreviated label whose period is its separator: "Art.nr 1452871", "Best.-Nr 55120"
    # (and "SKU" so: "SKU TY-PD9032-48", "SKU 6543210", or a code of capitals alone on the
    # line: "SKU NL-MPB-Q")
    # (also after a short field of the line, and with the code in a child: "Sammet, skogsgrön
    # · Art.nr <span>GRA3-SAM-SKG</span>")
    # (an auction's "Lot ID LW-44812" and a listing's "Item ID 2231", the same way)
    r"|(?:[^·•|/／]{1,60}?\s[·•|]\s+)?\s*(?:art(?:ikel)?\.-?\s?nr|best\.-?\s?nr|sku|"
    # (Spanish "Artículo N.º TJ-4471", its numero sign the label's end)
    r"art[íi]culo\s?n\.?[º°]|"
    rf"(?:lot|item|listing)\s?id|{_PREFIX}?artikelnummer|{_PREFIX}kode|annonce n[°º]|"
    r"annuncio n\.|"
    # (Finnish "product number" before its code, no colon: "Tuotenumero HP-PIPO-KID-NV")
    r"tuotenumero|tuotenro|tuotekoodi|"
    r"auglýsing nr|annonsenummer|annonsekode|anzeigencode|objektnr|"
    r"annoncenummer|annonsnummer|ilmoitusnumero|kohde\s?(?:nro|numero)|"
    # (Korean "item number" with no colon: "상품번호 GP-NSO-BND-MK"; a shop's "Web code
    # 1024488")
    r"상품번호|상품코드|web\s?code|web\s?id|"
    # ("Item" before a code alone at the line's end: "Model Number: BP-880 · Item N40123456A")
    r"item(?=\s+(?=[A-Za-z0-9-]*\d{4})[A-Za-z0-9-]{6,}\s*$))\.?"
    # (the code with a digit, or capitals in three hyphened parts alone on the line:
    # "Tuotenumero HP-PIPO-KID-NV")
    r"(?:\s+(?=[A-Za-z0-9][\w-]*\d)|\s+(?=(?-i:[A-Z]{2,}(?:-[A-Z0-9]{2,}){2,})\s*$)|\s*$)"
    # (a fashion shop's "Style 2201-SG": a code of capitals and digits alone on the line)
    # (and the Nordic and German "Stil: KXS-LT-01"; Thai "product code" without a colon,
    # "รหัสสินค้า 1882231")
    r"|\s*(?:style|stil|estilo)(?:\s?(?:code|no\.?|number|nr\.?))?\s*[:：]?\s+(?=(?-i:(?=[A-Z0-9-]{5})(?=[A-Z0-9._-]*\d)[A-Z0-9]+(?:[-_.][A-Z0-9]+)*)\s*$)"
    r"|\s*รหัสสินค้า\s+(?=[A-Za-z0-9][\w-]*\d)"
    # (or "Style:" alone, its code in a child: "Style: <span>TR-9921-NV-9</span>")
    r"|\s*(?:style|stil)\s*[:：]\s*$"
    r"|\s*(?-i:[A-Z][A-Za-z&]{1,20}) #(?=\s?\d{6,}\s*(?:$|[·•|]))"
    r"|\s*(?-i:ITEM)\s+(?=\d{5,}\s*$)"
    # a classified's listing number after the numero sign alone ("№ 3918274650")
    r"|\s*№\s?(?=\d{5,}\s*(?:$|[·•|]))"
    r"|\s*sku\s+(?=(?-i:[A-Z0-9]{2,}(?:[-_.][A-Z0-9]+)+)\s*$))",
    re.I,
)
_DIGIT = re.compile(r"\d")
# (Latin letters with accents too: "Tuotenro LÖY-80-8")
# (and Greek capitals: "Κωδ.: ΑΘ-MDF18")
_VALUE = re.compile(r"^[A-Za-z0-9À-ÖØ-öø-ÿΑ-Ω][A-Za-z0-9À-ÖØ-öø-ÿΑ-Ω._/\-]{2,39}$")
_CODE = re.compile(r"^[A-Z0-9]+(?:[-_.][A-Z0-9]+)+$")  # "ARN-THR-NAT": a code, not a word
_MAX_CANDIDATES = 12
_HEADER_CELLS = {"dt", "th"}
_CELLS = {"td", "th", "dt"}
# Tags a table layout's label sits in: "<td><b>Article #</b></td><td>RZ-3381</td>", and a
# theme's form-like pair "<label>Riferimento</label><span>FD-TRP18-BL</span>", and a big
# shop's identifier bar "<h2>Store SKU <span>1001732456</span></h2>"; and the <p> or <div>
# line under the title that starts with a label without a colon, its number in the same short
# text or in its child ("<p>Código 238714500</p>", "<div>Art. <span>BH-55012</span></div>").
# And a <span> label, as component themes print it: "<span class=…identifier__label>SKU</span>
# <span class=…__separator>: </span><span class=…__value>2134455</span>", "<li><span>货号</span>
# XZ-BP40</li>" (the walk caches is_bare_label per distinct text, so the many short spans of
# a page cost one dictionary look-up each).
LABEL_TAGS = {"dt", "th", "td", "b", "strong", "label", "h2", "p", "div", "span", "small"}


def _text(el: etree._Element) -> str:
    return _normal(_lines(el).replace(_BR, " "))


def _normal(text: str) -> str:
    """A text as the rules read it: bidi marks out, white space single, wide letters narrow."""
    text = " ".join(text.translate(_BIDI).split())
    if _WIDE.search(text):
        # full-width letters and digits ("ＣＨＡ－００２１", Japanese shops): the code in ASCII
        text = unicodedata.normalize("NFKC", text)
    return text


_WIDE = re.compile("[\uff01-\uff5e]")


# Where a <br> stands in _lines' text: a character no parsed text holds (the source's own
# line breaks are white space like any other)
_BR = "\x00"


def _lines(el: etree._Element) -> str:
    """The element's text as ``itertext`` joins it, _BR where a ``<br>`` stands ("<p>Kód:
    BR-AV52-HAV<br>EAN: 8595…</p>": two lines, not "BR-AV52-HAVEAN")."""
    if el.find(".//br") is None:
        return "".join(el.itertext())
    parts: list[str] = [el.text or ""]
    # each open element's children, and the tail to read once they are (a stack, not
    # recursion: a hostile page nests thousands of levels deep)
    stack: list[tuple[Iterator[etree._Element], str]] = [(iter(el), "")]
    while stack:
        children, tail = stack[-1]
        node = next(children, None)
        if node is None:
            stack.pop()
            parts.append(tail)
        elif node.tag == "br":
            parts.append(_BR + (node.tail or ""))
        elif isinstance(node.tag, str):
            parts.append(node.text or "")
            stack.append((iter(node), node.tail or ""))
        else:
            parts.append(node.tail or "")  # a comment's or an instruction's: its tail only
    return "".join(parts)


# After the value, another field of the same line: "Art.nr: 1410556 · Tillv.nr: 920-011585",
# "商品番号：DL-0098213 JANコード：4547410512345", "Varenr. 551203 · Produsentnr. Q8M52-02".
# (Japanese pages' "・" too: "商品番号: SI-4471902 ・ ★4.6")
_NEXT_FIELD = re.compile(
    r"[·•・|,;/(–—／｜-]|\S*[:：]|\S+\.(?:\s|$)|\S+\s?(?:#|no\.?)\s?[:：]|"
    # (a label of two or three words: "Kód zboží: D8812   Kód výrobce: PL27Q165")
    r"(?:[^\W\d_]+\s){1,2}[^\W\d_]+\s?[:：]"
)


# A label's letters glued to the letters and digits after it: "PLID99123", "SKU12345"
_GLUED = re.compile(r"[A-Za-z][A-Za-z0-9]")


def _glued(text: str) -> str | None:
    """The whole code of one text node that starts with a label's letters ("PLID99123"); not
    of texts joined from several elements ("<b>SKU</b><span>RM-AB-7781</span>")."""
    m = _LABEL.match(text)
    if m and 0 < m.end() < len(text) and _GLUED.fullmatch(text[m.end() - 1 : m.end() + 1]):
        if _VALUE.match(text) and _DIGIT.search(text):
            return text
    return None


def _value(text: str) -> str | None:
    text = text.strip()
    if text.startswith("(") and text.endswith(")"):
        text = text[1:-1].strip()  # "(Cód. 6712345890)" after the title
    bare = _LABEL.sub("", text).strip()
    if bare != text and not _VALUE.match(bare):
        first, _, rest = bare.partition(" ")
        if rest and _NEXT_FIELD.match(rest.lstrip()):
            bare = first  # the line goes on with another field
    if _VALUE.match(bare) and (
        any(c.isdigit() for c in bare) or (bare != text and _CODE.match(bare))
    ):
        return bare
    return None


def unlabelled(sku: str | None) -> str | None:
    """A structured SKU without the label a microdata element prints with it ("SKU  AB-1")."""
    if not sku or not _SPACED_LABEL.match(sku):
        return sku  # "REF123", "COD-9": a code that starts like a label is the code
    return _value(sku) or sku


# the longest text read as a label alone or a label and its code ("Artikelnummer SV-88120-44")
BARE_TEXT = 40


@functools.lru_cache(maxsize=8192)
def is_bare_label(text: str) -> bool:
    """True for a text that is an item-number label alone ("SKU", "상품코드"): a table or
    definition-list header whose value is the next cell; or a label and one code after a
    space, with no colon ("Código 238714500", "SKU RV900-AU", "품번 OTD24FW-CD07"), the
    line perhaps going on with another field ("Código 7712094 | Nexbook")."""
    if len(text) >= BARE_TEXT:
        return False
    text = text.strip()
    # Every label starts with a letter: prices, counts and signs are out after one test.
    if not text[:1].isalpha():
        return False
    # No label holds a digit: a text without one is a label alone or nothing.
    if not _DIGIT.search(text):
        return _LABEL.fullmatch(text) is not None
    m = _SPACED_LABEL.match(text)
    # the code may end the line's first field: "Código 7712094 | Nexbook"
    return m is not None and _VALUE.match(_FIELDS.split(text[m.end() :], 1)[0]) is not None


def _label_only(el: etree._Element) -> bool:
    """False for a <span> offered only as a bare label (no colon or period) that wraps more
    markup ("<span>Store SKU # <h2>1009112233</h2></span>"): a span label counts when it
    holds the label alone and its value is the next element or cell."""
    if el.tag != "span" or at_most(el, 0) or el.get("itemprop") == "sku":
        return True
    text = el.text or ""
    return _NAMED.search(el.get("class") or "") is not None or any(c in text for c in ".:：")


# (not a variant picker's parts: Lazada's "sku-variable-name", "sku-prop", "sku-selector")
_PICKER_PART = r"sku[-_]?(?:variable|prop|name|option|select|swatch|picker|quantit)"
_NAMED = re.compile(
    rf"(?!{_PICKER_PART})sku|ordernumber|product[-_]{{0,2}}code|product[-_]{{0,2}}reference|"
    # (a product block's code element, BEM-named: "product-detail__code"; not a promotion's,
    # a coupon's or a colour's: "product-promo__code")
    r"product(?:[-_](?:detail|details|info|page|meta|main|single))?__code\b|"
    r"vtex-product-identifier",
    re.I,
)
# ... of them, those that name the shop's own number outright (not VTEX's "product-
# identifier", which prints the style's number as well as the SKU: "Estilo: 84212 · SKU:
# 84212-BLK-L")
_SKU_NAMED = re.compile(
    rf"(?!{_PICKER_PART})sku|ordernumber|product[-_]{{0,2}}code|product[-_]{{0,2}}reference", re.I
)
_PICKER_NAMED = re.compile(_PICKER_PART, re.I)
# A separator printed between a label and its value: ":", "#", "–"
_SEPARATOR = re.compile(r"[\s:：#\-–—]*")
_LEADING_COLON = re.compile(r"^[:：]\s*")
# A generic label that names the item number only inside an element named for it
# ("<div class=pdp__sku>Code: 44791</div>"): elsewhere "Code: SAVE10" is a discount code
_NAMED_PREFIX = re.compile(r"^(?:code|id|no\.?|nr\.?|#)\s*[:：#]\s*", re.I)
# The same label alone in an element named for the item number, its value the next element:
# "<span class=sku>ID</span><span class=code>BP-33120</span>"
_NAMED_BARE = re.compile(r"(?:code|id|no\.?|nr\.?|#)\s*[:：#]?", re.I)
# Any short label an element named for the item number prints before it: the markup says
# the number is the shop's SKU whatever the words ("<p class=pdp-sku>ASIN: B0C7XK2L9P</p>",
# "Model No.: COMGZ8HYQ3X"), unless the words name another party's number (the EAN, the
# maker's part number) or another field (size, colour, stock); one field alone, at most one
# child element (not "Talle: <button>40</button><button>41</button>")
_OWN_LABEL = re.compile(
    r"^(?!.*(?:ean|gtin|upc|jan\b|isbn|mpn|barcode|fabricant|manufactur|mfr|"
    r"hersteller|brand|marke|marque|part|size|gr[öo]ß|taille|talla|colou?r|farbe|couleur|stock|"
    r"lager|qty|quantit|price|preis|prix|precio|weight|gewicht|poids|peso|ship|deliver|liefer))"
    r"[^\W\d_][^\d:：#]{0,24}?\s*[:：#]\s*",
    re.I,
)
# The fields of one line: "Model: 83ED0009CF · SKU: TO-83ED0009CF", "型番：Z50 / 商品番号：1008"
_FIELDS = re.compile(r"\s[·•・|/／]\s")


# Or its sentences: "由 京店 发货, 并提供售后服务. 商品编号：100067283391" (after the fields:
# an abbreviated label's period is no sentence's, "Sonix · Cód. 8823410")
_SENTENCES = re.compile(r"(?<=[^\W\d_])\.\s+|。\s*")


def _field_value(text: str) -> str | None:
    """The item number in a later field or sentence of a line: "Kamel · Art.nr 43118-220",
    "Model: 83ED0009CF · SKU: TO-83ED0009CF", "Sold by Acme. Item No.: 55120"."""
    for split in (_FIELDS.split, _SENTENCES.split):
        for field in split(text)[1:]:
            if _SPACED_LABEL.match(field) and (value := _value(field)):
                return value
    return None


def _named_value(el: etree._Element, text: str) -> str | None:
    """The item number an element named for it prints after a generic label ("Code: 44791"),
    or in a later field of its line ("Model: 83ED0009CF · SKU: TO-83ED0009CF"), or after
    whatever words when the line holds nothing else ("Model No.: COMGZ8HYQ3X")."""
    if el.get("itemprop") != "sku" and not _NAMED.search(el.get("class") or ""):
        return None
    if m := _NAMED_PREFIX.match(text):
        value = _value(text[m.end() :])
        if value:
            return value
    if value := _field_value(text):
        return value
    if at_most(el, 1) and not _FIELDS.search(text) and (m := _OWN_LABEL.match(text)):
        return _value(text[m.end() :])
    return None


# A label that says "SKU" itself ("Store SKU #", "UGS / SKU:")
_SKU_WORD = re.compile(r"(?<![^\W\d_])(?:sku|ugs)(?![^\W\d_])", re.I)


def _picker_part(el: etree._Element) -> bool:
    """True for a variant picker's part named for "sku" alone ("<span
    class=sku-variable-name>1.0L</span>"): an option's name, not an item number."""
    cls = el.get("class")
    if (
        el.tag == "a"
        and (el.get("href") or "").startswith("?")
        and not TEXT_LABEL.match(el.text or "")
    ):
        # a picker's option that links to the page with another query ("<a href=?skuId=20887
        # class=sku>256GB</a>", VTEX's SKU selector): another variant's name
        return True
    if el.get("itemprop") == "sku" or TEXT_LABEL.match(el.text or ""):
        # (JD names its title block "sku-name": "商品编号：100038271645" there is labelled)
        return False
    if cls and _PICKER_NAMED.search(cls) and not _NAMED.search(cls):
        return True
    # ... or an option inside one ("<div class=skuSelectorContainer>Voltagem: <span
    # class=sku-127>127V</span> <span class='sku-220 selected'>220V</span>")
    return any(
        (up := a.get("class")) and _PICKER_NAMED.search(up) and not _NAMED.search(up)
        for a in islice(el.iterancestors(), 2)
    )


def visible_sku(elements: list[etree._Element], skip: set[etree._Element]) -> str | None:
    """The first item number printed in an element named for it (class, id or itemprop);
    a number a text label alone names ("Internet #", "Item No.") gives way to a later one
    labelled "SKU" ("Internet #206543210 … Store SKU #1001587231")."""
    first = None
    candidates = [el for el in elements if el not in skip and not _picker_part(el)]
    del candidates[_MAX_CANDIDATES:]
    read: dict[etree._Element, str | None] = {}  # each candidate's reading, made once

    def reading(el: etree._Element) -> str | None:
        if el not in read:
            read[el] = _candidate(el)
        return read[el]

    for at, el in enumerate(candidates):
        value = reading(el)
        if value is None:
            continue
        inner = (e for e in candidates[at + 1 :] if el in e.iterancestors())
        if not at_most(el, 0) and any(reading(e) is not None for e in inner):
            # "<div class=stock-sku><div>Disponibile</div><div class=sku><b>Codice</b><div
            # itemprop=sku>SN-0417</div></div></div>": the element inside prints it alone
            continue
        if first is not None and not _SKU_WORD.search(el.text or ""):
            continue
        if (
            el.get("itemprop") == "sku"
            or _SKU_NAMED.search(el.get("class") or "")
            or _SKU_WORD.search(el.text or "")
            or first is not None
        ):
            return value
        first = value
    if first is not None:
        # a style's number, then the variant's own of that stem under another label ("品番：
        # KC24A0417 … 商品番号 KC24A0417-03-M"; not "Ref. 67051023 … Ref. 67051023-99")
        stem = first + "-"
        labels = {_label_of(el) for el in candidates if reading(el) == first}
        return next(
            (
                v
                for el in candidates
                if (v := reading(el)) and v.startswith(stem) and _label_of(el) not in labels
            ),
            first,
        )
    return first


def _label_of(el: etree._Element) -> str:
    """The label an item-number element leads with ("品番", "Ref."), folded."""
    label = _LABEL.match(" ".join((el.text or "").split()))
    return label.group(0).strip(" :：#").casefold() if label else ""


# The maker's model or part number by its label: "Model: VC-M27Q", "Model #", "Item model
# number", "Part No: WB2416", "Mfr. Part #", "Modell:", "型番：". Not the shop's own number,
# so read only for a page that prints none (see model_number).
_MODEL_LABEL = re.compile(
    # (Italian "Modello", German "Modell", Spanish "Modelo" first: "modell" and "model" would
    # take their first letters and leave "o: FR-1951-AU", "l: WM9-1400A", "o: BN-AVH-27")
    r"^\s*(?:modello|modell(?:nummer|-?nr\.?)?|modelo|modèle|"
    r"(?:item\s+)?model(?:\s?(?:no\.?|#|number|nr\.?|code|kodu|id|name))?|"
    r"part\s?(?:no\.?|#|number)|mfr\.?\s?(?:part\s?)?(?:no\.?|#|number)|"
    # (Spanish and Portuguese "part number": "No. de parte: GP-SW24-POE", "Número de peça")
    r"(?:no\.?|n[úu]m(?:ero|\.)?|n[°º])\s?de\s?(?:parte|pieza|peça)|"
    # (Georgian "model": "მოდელი: TB-CHL")
    r"მოდელი|"
    # the maker's reference in French ("Réf. fabricant : MG-WP-01")
    r"r[ée]f(?:[ée]rence|\.)?\s?fabricant|r[ée]f(?:[ée]rence|\.)?\s?mod[èe]le|"
    # ... and "the maker's code" in more languages ("İstehsalçı kodu: BT-KY25", "Kód výrobce:",
    # "Kod producenta:", "Код производителя:", "Üretici kodu:", "Herstellernummer:", "MPN:")
    r"istehsalçı kodu|üretici kodu|kód výrobc[eu]|kod producenta|код производителя|"
    r"артикул производителя|код виробника|herstellernummer|herstellerartikelnummer|"
    r"fabrikantcode|gyártói cikkszám|mpn(?=\s*[:：])|"
    # (Arabic "part number": "رقم القطعة: Q8-OF-Y62", "model number": "رقم الموديل:")
    r"رقم القطعة|رقم الموديل|رقم الطراز|الموديل|الطراز|"
    r"型番|型號|型号|모델명|모델\s?번호|קוד דגם|דגם|"
    # Bengali and Hindi "model" ("মডেল: DE-RF14", "मॉडल नंबर:"), Bulgarian, Serbian and
    # Russian "model" ("Модел: PT-KMP-500", "Модель:")
    r"মডেল|मॉडल(?:\s?नंबर)?|модель|модел|"
    # (Nepali "model": "मोडेल: KM-R13P")
    r"मोडेल(?:\s?नम्बर)?|"
    # (Thai "model": "รุ่น: SG-TAB11")
    r"รุ่น(?=\s*[:：])|"
    # "Code:" alone, by the title (a shop's item code, read as the model number is: in the
    # title's box, a code with a digit; not "Promo code: SAVE10", not "Code" without a colon)
    # (and Estonian "Kood:" so: "Kood: RK-ROL-PRO5", not "Kood: SUVI20", a promotion's)
    r"(?:code|kood)(?=\s*[:：]))\s*[:：#]?\s*",
    re.I,
)


def model_number(
    elements: Iterable[etree._Element], noisy: Callable[[etree._Element], bool]
) -> str | None:
    """The first model or part number one of ``elements`` prints after its label, in its own
    text ("Model: VC-M27Q") or as the next element or cell ("<dt>Model</dt><dd>X1</dd>"), in
    no ``noisy`` block."""
    for el in elements:
        text = el.text
        if not text or len(text) > 60 or not (m := _MODEL_LABEL.match(text)) or noisy(el):
            continue
        if _fitment(el):
            continue
        label_only = m.end() == len(text)
        whole = _text(el)
        if not label_only or len(whole) > len(text.strip()):
            rest = _MODEL_LABEL.sub("", whole, count=1)
            if rest and (value := _model_value(rest)) and _fits_label(m, value):
                return value
            if not label_only:
                continue
        if (
            ":" not in text
            and "：" not in text
            and "#" not in text
            and not _MODEL_BARE.fullmatch(text.strip())
            and not _value_beside(el)
        ):
            continue  # "Model" alone names a field only with its sign or a longer label
        if (
            el.tag in ("b", "strong", "span", "label")
            and (value := _model_value(el.tail or ""))
            and _fits_label(m, value)
        ):
            return value  # the value after the bold label: "<p><b>Model:</b> A-S801</p>"
        nxt = el.getnext()
        parent = el.getparent()
        if nxt is None and parent is not None and parent.tag in _CELLS:
            nxt = parent.getnext()
        if (
            nxt is not None
            and isinstance(nxt.tag, str)
            and (value := _model_value(_text(nxt)))
            # (a field's name in a list or table of its own: "<dt>Code:</dt><dd>FM209933</dd>")
            and (_fits_label(m, value) or el.tag in _FIELD_NAMES)
        ):
            return value
    return None


_FIELD_NAMES = frozenset({"dt", "th", "td"})


def _value_beside(el: etree._Element) -> bool:
    """True when the element after the label is named as its value (Magento's "<strong
    class=type>型號</strong><div class=value>HK-AMP-4CH</div>")."""
    nxt = el.getnext()
    return nxt is not None and "value" in (nxt.get("class") or "").split()


def _fits_label(label: re.Match[str], value: str) -> bool:
    """A bare "Code:" ("Kood:") names an item number only of parts joined or of four digits or more
    ("CEM-TW50", "KP-SOL-200W", "RIZ0436"), not a voucher's word and digits ("Code: SAVE10")."""
    return (
        not label.group(0).strip().casefold().startswith(("code", "kood"))
        or any(c in value for c in "-/.")
        or sum(c.isdigit() for c in value) >= 4
    )


_MODEL_BARE = re.compile(
    r"(?:item\s+)?model\s?(?:no\.?|#|number|nr\.?|code)|part\s?(?:no\.?|#|number)|"
    r"型番|型號|型号|모델명|모델\s?번호",
    re.I,
)


# A model number is a code of capitals and digits ("VC-M27Q", "16Z90S-GA56K", "WH1000XM5/B"),
# or of six digits or more ("1009812345", "33-2304"):
# not a model's name ("Galaxy Tab S9", "iPhone15"), a year ("2024"), a height ("185cm"), a
# short generation code ("S24", "F30")
_MODEL_CODE = re.compile(
    r"(?=[^a-z]*$)(?=.*\d)(?:(?=.*[A-Z])[A-Z0-9][A-Z0-9./_-]{3,39}|\d[\d./-]{5,39})"
    # (or a code of capitals alone in three parts or more: "DLM-AVP-GLD"; not "PRO-MAX"; the
    # last may be a size's letter: "AW-SOCK-HK-M")
    r"|[A-Z]{2,6}(?:-[A-Z]{2,6}){1,3}-[A-Z]{1,6}"
)
# Words of a fitment or compatibility table: the model there is the car or phone a part fits
# ("Make: BMW / Model: F30", "Compatible with", "Passend für")
_FITMENT = re.compile(
    r"\b(?:make|marke|marque|marca|fits|fitment|compatib\w*|kompatib\w*|passend|vehicle|"
    r"fahrzeug|véhicule|vehículo)\b",
    re.I,
)


# The first letters _MODEL_LABEL can start with (under IGNORECASE "i" also matches "İ", "ı")
# (and "İstehsalçı", "Üretici", "Kód výrobce", "Код", "Артикул", "Herstellernummer",
# "Fabrikantcode", "Gyártói", "Kood")
_MODEL_FIRST = frozenset("mMiIpPcCrRnNร\u0130\u0131型모קדراমमМмkKüÜкКаАhHfFgG")


def is_model_label(text: str) -> bool:
    """True for a text that starts with a model or part number's label ("Model #: ")."""
    # (the first letter first: most texts start with none of the labels' first letters)
    first = text[:1] if text[:1] and not text[:1].isspace() else text.lstrip()[:1]
    return first in _MODEL_FIRST and _MODEL_LABEL.match(text) is not None


def model_label_end(text: str) -> int | None:
    """Where a model number's label that leads ``text`` ends (after the separators of a field
    before it: "· Model: KM18-TP2"), or None; not a word that only starts like one
    ("Modelína Play-Doh 129 Kč")."""
    rest = text.lstrip(" ·•|")
    if not is_model_label(rest):
        return None
    m = _MODEL_LABEL.match(rest)
    if m is None or not m.end() or not (rest[m.end() - 1] in ":：#" or rest[m.end() - 1].isspace()):
        return None
    return len(text) - len(rest) + m.end()


def _model_value(text: str) -> str | None:
    text = text.strip()
    first, _, rest = text.partition(" ")
    if rest and not _NEXT_FIELD.match(rest.lstrip()):
        return None  # "Galaxy S24 Ultra": a model's name, not its number
    first = first.rstrip(",;·")
    return first if _MODEL_CODE.fullmatch(first) else None


def _fitment(el: etree._Element) -> bool:
    """True when the label's line or row speaks of what a part fits (a car's make)."""
    row = el.getparent()
    if row is not None and row.tag in ("td", "th", "dt", "dd", "span", "b", "strong", "label"):
        row = row.getparent()
    if row is None:
        return False
    return _FITMENT.search(" ".join(islice(row.itertext(), 40))[:300]) is not None


def item_numbers(elements: list[etree._Element], skip: set[etree._Element]) -> set[str]:
    """The distinct item numbers the first elements named for one print (a category's cards
    print one each)."""
    found = set()
    for el in elements[:_MAX_CANDIDATES]:
        if el not in skip and (value := _candidate(el)) is not None:
            found.add(value)
    return found


# A big retailer's bare "Item #", "Article #": the product's own line, never a list's items
_HASH_LABEL = re.compile(r"\s*(?:item|article)\s?#", re.I)


def _listed(el: etree._Element) -> bool:
    """True for an element of a list item or of an option's label (within three levels)."""
    for _, node in zip(range(3), el.iterancestors(), strict=False):
        if node.tag in ("li", "label"):
            return True
    return False


def _tail_labelled(el: etree._Element) -> bool:
    """True when a label follows one of the element's first children, in its tail: "Marque :
    <a>MIRADO</a> · Réf. : <span>MIR55QX7</span>" (a later field of the line)."""
    return any((tail := (child.tail or "").strip()) and TEXT_LABEL.match(tail) for child in el[:6])


def _tail_value(el: etree._Element) -> str | None:
    """The item number a label in a child's tail names, in the tail after it or in the next
    child: "Šifra: <b>STM-P6040</b>", "<b>Toko Batik Solo</b> (Official Store) · No. Produk:
    PK-88213409"."""
    for child in el[:6]:
        tail = " ".join((child.tail or "").split())
        if not tail or (m := TEXT_LABEL.match(tail)) is None:
            continue
        value = tail[m.end() :].strip()
        nxt = child.getnext()
        if not value and nxt is not None and isinstance(nxt.tag, str):
            value = _text(nxt)
        first, _, rest = value.partition(" ")
        if rest and not _NEXT_FIELD.match(rest.lstrip()):
            return None
        return first if _VALUE.match(first) and _DIGIT.search(first) else None
    return None


def _candidate(el: etree._Element) -> str | None:
    """The item number one candidate element prints, alone or with its next element."""
    if (
        el.get("itemprop") != "sku"
        and not _NAMED.search(el.get("class") or "")
        and not TEXT_LABEL.match(el.text or "")
        and not (el.tag in LABEL_TAGS and is_bare_label(el.text or ""))
        and not _tail_labelled(el)
    ) or not _label_only(el):
        return None
    if _HASH_LABEL.match(el.text or "") and _listed(el):
        return None  # "Item #…" of a kit's parts, a browsing history's items, an add-on
    lines = _lines(el)
    text = el.get("content") or _normal(lines.replace(_BR, " "))
    if _BR in lines and el.get("content") is None and TEXT_LABEL.match(el.text or ""):
        # "<p>Vörunúmer: LP-ALAF-M-GR<br>Prjónuð á Íslandi…</p>": the label's own line, when
        # the value is on it ("<p>SKU:<br>AB-12345</p>" reads on)
        first = _normal(lines.split(_BR, 1)[0])
        label = TEXT_LABEL.match(first)
        if label is not None and first[label.end() :].strip():
            text = first
    if len(text) > 60:
        # "Art.Nr.: 55120<br>Hersteller: …": the label and value lead a longer block
        if not TEXT_LABEL.match(el.text or ""):
            # ... or a line of it after a child: "<td><b>Kyora P6040</b><br> Šifra:
            # <b>STM-P6040</b><br>…" (the label in a tail, the value in the next child)
            return _tail_value(el)
        text = " ".join((el.text or "").split())
        if len(el) and _LABEL.fullmatch(text) and not (el[0].text or "").isspace():
            # ... the value its first child: "Broj oglasa: <b>2240918773</b> · Stanje: …"
            first = _text(el[0])
            return first if _VALUE.match(first) and _DIGIT.search(first) else None
    if at_most(el, 0) and (value := _glued(text)):
        return value  # "<div class=sku>PLID99123</div>": the label's letters start the code
    value = _value(text) or _named_value(el, text) or _field_value(text)
    if value:
        return value
    if not TEXT_LABEL.match(el.text or "") and (value := _tail_value(el)):
        return value  # "<td><h1>Termo de acero 1 litro</h1>Cód: M4-TER-1L</td>"
    named_bare = (
        _NAMED_BARE.fullmatch(text) is not None
        and (el.get("itemprop") == "sku" or _NAMED.search(el.get("class") or "") is not None)
        and not _LABEL.fullmatch(text)
    )
    if named_bare or _LABEL.fullmatch(text):
        tail = " ".join((el.tail or "").split())
        if tail:
            # "<b>TCIN</b>: 87654321": the value follows the label in the same line
            value = _value(_SEPARATOR.sub("", tail, count=1) if named_bare else f"{text}{tail}")
            if value:
                return value
        nxt = el.getnext()
        parent = el.getparent()
        for _ in range(2):
            # (the label in a cell through a wrapper: "<td><font><b>Vörunúmer:</b></font></td>")
            if nxt is not None or parent is None or parent.tag in _CELLS or not at_most(parent, 1):
                break
            if (parent.text or "").strip() or (el.tail or "").strip():
                break
            el, parent = parent, parent.getparent()
            nxt = el.getnext()
        if nxt is None and parent is not None and parent.tag in _CELLS:
            nxt = parent.getnext()  # "<td><b>Article #</b></td><td>RZ-3381</td>"
        if (
            nxt is not None
            and isinstance(nxt.tag, str)
            and _SEPARATOR.fullmatch(_text(nxt))
            and not (nxt.tail or "").strip()
        ):
            # "<span>Tuotenumero</span><span>: </span><span>6417081</span>"
            nxt = nxt.getnext()
        if nxt is not None and isinstance(nxt.tag, str):
            # (the cell may lead with the label's colon: "<td>Ürün Kodu</td><td>: BS-IPK-0931")
            text = _LEADING_COLON.sub("", _text(nxt), count=1)
            if _VALUE.match(text) and _DIGIT.search(text) and not _SPACED_LABEL.match(text):
                return text  # "<th>PLID</th><td>PLID91827364</td>": the cell is the code
            value = _value(text)
            if value:
                return value
            if _VALUE.match(text) and _CODE.match(text):
                # "<dt>SKU:</dt><dd>CW-RTB-SAG</dd>": after its label a code needs no digit
                return text
    return None
