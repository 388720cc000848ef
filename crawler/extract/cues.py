"""The words, classes and signs that tell what a visible price is: main, crossed out, noise."""

from __future__ import annotations

import re

from crawler.extract.folded import Folded, gated

_SIGNS = (
    "$",
    "€",
    "£",
    "¥",
    "￥",
    "円",
    "₹",
    "₩",
    "원",
    "₽",
    "₺",
    "₪",
    "₫",
    "₱",
    "฿",
    "zł",
    "kr",
    "Kč",
    "CHF",
    "EUR",
    "USD",
    "GBP",
    "د.ك",
    "KWD",
    "SEK",
    "NOK",
    "DKK",
    ":-",
    "Fr.",
    "CAD",
    "AUD",
    "JPY",
    "PLN",
    "R$",
    "Rs",
    "ريال",
    "ر.س",
    "د.إ",
    "تومان",
    "ریال",
    "TL",
    "AED",
    "Ft",
    "лв",
    "S/",
    "BD",
    # Jordan's dinar and Oman's rial in Latin letters ("JD 379.000", "R.O. 18.900")
    "JD",
    "R.O.",
    "DH",
    "Dh",
    "د.ب",
    "د.م.",
    "ر.ق",
    "Rp",
    "RM",
    "грн",
    "₴",
    "₸",
    "₦",
    "KSh",
    "TSh",
    "USh",
    # the Rwandan and Burundian francs and Djibouti's ("65,000 Frw", "FBu 12 000")
    "Frw",
    "FRw",
    "FBu",
    "Fdj",
    "руб",
    "₾",
    "؋",
    "රු",
    "ரூ",
    "ብር",
    "रू",
    "रु",
    "افغانی",
    "افغاني",
    "৳",
    "﷼",
    "ج.م",
    "د.أ",
    "جنيه",
    "دينار",
    "درهم",
    "FCFA",
    "KM",
    "F CFA",
    "CFA",
    "CFP",
    "ر.ع",
    "د.ع",
    "د.ا",
    "د.ل",
    "د.ت",
    "د.ج",
    "ل.س",
    "ل.ل",
    "ر.ي",
    "₲",
    "Gs.",
    "B/.",
    "₡",
    "₭",
    "₮",
    "₼",
    "֏",
    "₵",
    "៛",
)


# A line's label naming the option or variant the shopper has picked ("Selected: 100 ml —
# KWD 52.750", "選択中：ダブル 在庫残りわずか"): what follows is that option's price or stock
PICKED_LABEL = re.compile(
    r"\W*(?:選択中|已選擇?|已选择?|선택됨|selected|your selection|ausgewählt|gewählt|sélectionné|"
    r"seleccionad[oa]|selezionat[oa]|geselecteerd|valgt|vald|wybrano)\s*[:：]",
    re.I,
)
_SIGN_RE = re.compile("|".join(re.escape(x) for x in sorted(_SIGNS, key=len, reverse=True)))
# "R 5,999": the rand's letter only counts right before a number (kept apart: a pattern with
# a look-behind would slow the literal scan above, which runs on every text of the page).
# (not one or two digits glued to it: "R10", a tile's slip rating, "R32" a refrigerant)
_RAND_RE = re.compile(r"(?<![A-Za-z0-9_-])R(?:\s\d|\d{3}|\d{1,2}[.,\s]\d)")
# Money written as a word: "129,00 lei", "7.499 din.", "29.990 ден", "8 900 Lekë", "135.000 đ",
# "2.190.000 VNĐ", "Tk. 42,999",
# only beside a number (not "Kleid", "Leistung", "dinner"), kept apart too: in the sign list
# above their letters would start a match attempt at every "d", "l" or "L" of every text
_WORD_SIGN_RE = re.compile(
    # (the taka's "Tk" in its own case: Estonian "3 tk" counts pieces; the rouble's "р.",
    # Russian or Belarusian: "58,40 р.")
    # (and the som, the somoni, the kyat, the kip and the riel as words: "2 899 000 so'm",
    # "42 900 сом", "၄၅,၀၀၀ ကျပ်")
    r"\d\s?(?:lei|din\.|(?-i:din)|дин\.?|ден\.?|lekë|vnđ|đ|р\.|(?-i:Tk\.?)|so['‘’ʻ]m|сўм|сом(?:онӣ|они)?|"
    r"ကျပ်|ກີບ|រៀល)(?![^\W_])"
    r"|\b(?:lei|lekë|(?-i:Tk\.?))\s?\d"
    # (and the yuan, Taiwan's and Hong Kong's dollar written as 元 after its number, whatever
    # follows: "8,990元", "899元起"; not 元 in a word, "单元")
    r"|\d\s?元",
    re.I,
)
_DIGIT = re.compile(r"\d")
_SKIP_TAGS = {
    "script",
    "style",
    "noscript",
    "template",
    "option",
    "select",
    "textarea",
    "title",
    "head",
    "meta",
    "link",
}


# Labels of the add-to-cart control, matched against the label folded to lower case.
_ADD_WORDS = (
    "add to cart",
    "add to bag",
    "add to basket",
    "add to trolley",
    "buy now",
    "buy it now",
    "in den warenkorb",
    "in den einkaufswagen",
    "in den korb",
    "ajouter au panier",
    "añadir al carrito",
    "añadir a la cesta",
    "añadir al carro",
    "agregar al carro",
    "agregar a la bolsa",
    "agregar al carrito",
    "aggiungi al carrello",
    "in winkelwagen",
    "toevoegen aan winkelwagen",
    "in winkelmand",
    "in de winkelmand",
    "in mijn winkelmand",
    "in het winkelmandje",
    "toevoegen aan winkelmand",
    "voeg toe aan winkelmand",
    "lägg i varukorgen",
    "lägg i kundvagn",
    "legg i handlekurv",
    "læg i kurv",
    "tilføj til kurv",
    "lisää ostoskoriin",
    "do košíku",
    "dodaj do koszyka",
    "dodaj do košarice",
    "kosárba",
    "sepete ekle",
    "adicionar ao carrinho",
    "adicionar à sacola",
    "в корзину",
    "カートに入れる",
    "カートに追加",
    # an auction's buy-it-now button ("今すぐ落札する")
    "今すぐ落札",
    "買い物かごに入れる",
    "かごに追加",
    "장바구니",
    "加入購物車",
    "放入購物車",
    "加入购物车",
    "放入购物车",
    "أضف إلى السلة",
    "أضف للسلة",
    "أضف إلى العربة",
    # (the verbal noun, "adding to the cart", with or without the hamza)
    "إضافة إلى السلة",
    "إضافة للسلة",
    "اضافة الى السلة",
    "اضافة للسلة",
    "أضف الى السلة",
    "اضف الى السلة",
    "إضافة إلى العربة",
    "إضافة إلى عربة التسوق",
    "tambah ke keranjang",
    "comprar",
    "masukkan ke keranjang",
    # "+ Keranjang", "Masukkan Keranjang": Indonesian marketplaces' add-to-cart buttons
    "+ keranjang",
    "masukkan keranjang",
    # Malay "add to trolley / cart" ("Tambah ke troli", "Tambah ke troli belanja")
    "tambah ke troli",
    "tambah ke kart",
    "beli sekarang",
    "додати в кошик",
    "thêm vào giỏ",
    "ใส่ตะกร้า",
    "หยิบใส่ตะกร้า",
    "कार्ट में जोड़ें",
    "কার্টে যোগ করুন",
    "add to your basket",
    "add to my bag",
    "adaugă în coș",
    "adauga in cos",
    "προσθήκη στο καλάθι",
    "הוספה לסל",
    "הוסף לסל",
    # the Baltics, the Balkans, Central Europe and the Nordics
    "dėti į krepšelį",
    "pievienot grozam",
    "ielikt grozā",
    "lisa ostukorvi",
    "dodaj u korpu",
    "dodaj u košaricu",
    "vložit do košíku",
    "добави в количката",
    # the Caucasus, Macedonia, Albania
    "კალათაში დამატება",
    "კალათაში",
    "ավելացնել զամբյուղ",
    "զամբյուղում",
    "səbətə əlavə et",
    "səbətə at",
    "додади во кошничка",
    "shto në shportë",
    # Icelandic "put in the basket", "add to the basket"
    "setja í körfu",
    "bæta í körfu",
    "í körfu",
    # Tagalog "add to cart" ("Idagdag sa Cart")
    "idagdag sa cart",
    "idagdag sa basket",
    "ilagay sa cart",
    # Central Asia ("Savatga qo'shish", "Себетке қосу", "Добавить в корзину" is above)
    "savatga qo'shish",
    "savatga qo‘shish",
    "себетке қосу",
    "себетке",  # (Kazakh "to the cart", the button's whole label)
    # Mongolian, Serbian Cyrillic, Nepali, Hindi, Urdu, Persian, Tamil, Sinhala, Khmer, Lao,
    # Burmese and Amharic add-to-cart labels ("Сагсанд нэмэх", "कार्टमा थप्नुहोस्")
    "сагсанд нэмэх",
    "сагслах",
    "сагсанд хийх",
    "додај у корпу",
    "कार्टमा थप्नुहोस्",
    "कार्ट में डालें",
    "कार्ट में जोड़े",
    "کارٹ میں شامل",
    "ٹوکری میں ڈالیں",
    "افزودن به سبد",
    "کارت میں شامل",
    "கூடையில் சேர்",
    "கார்ட்டில் சேர்",
    "කරත්තයට එක් කරන්න",
    "បន្ថែមទៅកន្ត្រក",
    "ເພີ່ມໃສ່ກະຕ່າ",
    "ခြင်းတောင်းထဲ ထည့်",
    "ခြင်းတောင်းထဲထည့်",
    # (and "into the basket" without "တောင်း": "ခြင်းထဲထည့်ရန်")
    "ခြင်းထဲ ထည့်",
    "ခြင်းထဲထည့်",
    "ወደ ጋሪ",
    "เพิ่มลงตะกร้า",
    "เพิ่มลงในตะกร้า",
    "เพิ่มลงรถเข็น",
    # (and Thai marketplaces' "add to the trolley / basket")
    "เพิ่มไปยังรถเข็น",
    "เพิ่มไปยังตะกร้า",
    # Dhivehi "to the cart", Punjabi "add to cart"
    "ކާޓަށް",
    "ਕਾਰਟ ਵਿੱਚ ਸ਼ਾਮਲ",
    # Swahili "put in / add to the basket"
    "kwenye kikapu",
    "weka kikapuni",
    "ongeza kikapuni",
)
_SOLD_WORDS = ("sold out", "ausverkauft", "épuisé", "agotado", "esaurito", "uitverkocht")
# A pre-order button's label: it takes the order, for later ("예약구매", "予約する")
_PREORDER_WORDS = (
    "pre-order",
    "preorder",
    "vorbestellen",
    "précommander",
    "pré-commander",
    "予約する",
    "予約購入",
    "예약구매",
    "예약 구매",
    "立即预订",
    "预购",
    "預購",
    "preordina",
    "förbeställ",
    "forudbestil",
    "forhåndsbestill",
    "voorbestellen",
    # Armenian, Kazakh, Russian and Ukrainian pre-order buttons
    "նախնական պատվեր",
    "նախապատվիրել",
    "алдын ала тапсырыс",
    "предзаказ",
    "передзамовлення",
    # a Chinese pre-sale's "pay the deposit" button (read with the pre-sale's line: "预售 · 定金
    # ¥300.00")
    "支付定金",
    "付定金",
)
_BUTTON_WORDS = (*_ADD_WORDS, *_SOLD_WORDS, *_PREORDER_WORDS)


def _any_of(words: tuple[str, ...]) -> re.Pattern[str]:
    """One search for "does the label contain any of these words" (a loop of ``in`` tests
    over a hundred words ran per link and button of every page)."""
    return re.compile("|".join(re.escape(word) for word in sorted(words, key=len, reverse=True)))


# Labels that are a cart button only as the whole label: "Į krepšelį" adds to the cart, "Eiti
# į krepšelį" goes to it.
ADD_LABELS = frozenset(
    {"į krepšelį", "u košaricu", "v košarico", "do košíka", "do koszyka", "в кошик"}
    # Russian "buy" (not "Где купить", where to buy)
    | {"купить", "купить сейчас"}
    # "add" alone as a button's whole label ("AÑADIR" under a size grid; not the English
    # "Add" of every card in a carousel)
    | {"añadir", "ajouter", "hinzufügen", "aggiungi", "adicionar", "toevoegen", "lägg till"}
    | {"agregar", "adicionar ao carrinho"}
    # "order now" as the whole label ("Bestil nu", "Jetzt bestellen"): it takes the order
    | {"order now", "bestil nu", "bestill nå", "beställ nu", "bestel nu", "jetzt bestellen"}
    | {"ordina ora", "ordina adesso"}
    # "Order" and "Objednat" as the whole label of the product's button (a made-to-order
    # shop's, a Czech shop's: "Na objednávku – dodání do 3 týdnů" above it; not Finnish
    # "Tilaa" nor French "Commander", which shops print on sold-out pages too)
    | {"order", "objednat", "objednať", "zamów", "đặt hàng", "შეკვეთა"}
)
ADD_RE = _any_of(_ADD_WORDS)
# A label that is "buy" alone, or with "now" or the price ("Buy ₹499", "Køb nu", "Купити",
# "Jetzt kaufen", "Buy for $9.99"): it buys this product (not "Buying guide", "Where to buy",
# "Купити новинку", the successor's)
_BUY_ALONE = re.compile(
    r"\W*(?:buy|purchase|køb|kjøp|köp|купити|купить|kup|koupit|kúpiť|osta|satın al|kaufen|"
    r"pirkti|pirkt|ostke|kupi|купи|cumpără|cumpara|vásárlás|αγορά|beli|mua|ซื้อสินค้า|ซื้อเลย|ซื้อ|"
    r"購入する|구매하기|购买|קנה|اشتر|"
    # (Japanese "to the purchase", a flea market's button: "購入手続きへ"; Uzbek "buy":
    # "Sotib olish")
    r"購入手続きへ|sotib olish|"
    # (Icelandic "buy": "Kaupa")
    r"kaupa|"
    # (Swahili "buy", with "now": "Nunua Sasa")
    r"nunua|"
    # (Armenian, Georgian, Kazakh, Mongolian, Albanian, Persian, Hindi, Bengali, Urdu and
    # Tagalog "buy": "Գնել", "ყიდვა", "Сатып алу", "Bli", "خرید", "खरीदें", "কিনুন", "Bilhin")
    r"գնել|ყიდვა|сатып алу|худалдаж авах|blej|bli|خرید|खरीदें|কিনুন|خریدیں|bilhin|"
    # (Italian "buy": "Acquista", "Acquista ora")
    r"jetzt kaufen|sofort kaufen|acheter|compra(?:r)?|compre|kopen|nu kopen|koop|acquista)"
    r"(?:\s+(?:now|it now|nu|nå|jetzt|maintenant|ora|agora|ahora|teraz|hned|heti|nyt|şimdi|"
    r"ngay|sekarang|hemen|sada|odmah|acum|most|τώρα|עכשיו|الآن|ทันที|núna|"
    r"сейчас|зараз|agora mesmo|sasa))?"
    # (with delivery or a safe payment: "Купить с доставкой", "Kaupa með öruggri greiðslu")
    r"(?:\s+(?:с доставкой|with delivery|með (?:\S+ )?\S*greiðslu|with secure payment|"
    # (... or an escrow's: "Buy with SafePay escrow")
    r"with \w+ escrow))?"
    r"(?:\s*(?:for|für|pour|por|per|za|за)?\s*[^\w\s]{0,3}\s?\d[\d.,\s]*(?:[^\W\d_]{1,3}\.?|"
    r"[^\w\s]{1,3})?)?\W*"
)


def adds_to_cart(label: str) -> bool:
    """True when a control's label (casefolded) adds to the cart or buys the product."""
    return bool(
        ADD_RE.search(label)
        or " ".join(label.split()) in ADD_LABELS
        or (len(label) <= 40 and _BUY_ALONE.fullmatch(label.strip()) is not None)
    )


SOLD_RE = _any_of(_SOLD_WORDS)
BUTTON_RE = _any_of(_BUTTON_WORDS)
PREORDER_RE = _any_of(_PREORDER_WORDS)
_BUY_TAGS = {"button", "input", "a"}
_BUY_CLASS = (
    "add-to-cart",
    "addtocart",
    "add_to_cart",
    "tocart",
    "btn-cart",
    "buy-button",
    "buy-btn",
    "btn-buy",
    "buybtn",
    "button-cart",  # OpenCart's "#button-cart"
    "add-to-bag",
    "addtobag",
    "add-to-basket",
    "addtobasket",
    "addcart",  # "btnAddCart"
    "add-cart",
    "btnbasket",  # Cafe24's "장바구니 담기" link ("<a class=btnBasket>")
    "btn_basket",
)


_SCRIPT_PRICE = re.compile(r"""["'](?:price|amount|salePrice|finalPrice)["']\s*:\s*["']?\d""")
_ON_REQUEST_WORDS = (
    r"price on request|price upon request|request a quote|preis auf anfrage|"
    # (and the day's rate, "Rates change daily — call for today's price")
    r"call for (?:(?:today['’]s|the|a|current|latest|our) )?(?:price|rate|quote)|"
    # (Estonian "ask for a quote", "Hind: küsi hinnapakkumist")
    r"küsi hinnapakkumist|"
    # (Amharic "price: on request", "ask the price": "ዋጋ: በጥያቄ (ይደውሉልን)", "ዋጋ ይጠይቁ")
    r"ዋጋ\s*[:：፡]?\s*በጥያቄ|ዋጋ ይጠይቁ|"
    r"prix sur demande|precio (?:a consultar|bajo petición)|prezzo su richiesta|"
    r"prijs op aanvraag|価格はお問い合わせ|価格\s*[:：]\s*お問い合わせ|contact us for (?:a )?price|"
    # Central and South-East European "price on request"
    r"(?:cijena|cena)\s*:?\s*na (?:upit|zahtev)|cena na vyžádání|cena na dotaz|"
    r"(?:цена|ціна)\s*:?\s*на (?:упит|захтев)|"
    # Mongolian "get a price offer", "price by agreement" ("Үнийн санал авах")
    r"үнийн санал авах|үнэ тохиролцоно|"
    # Armenian "price on request" ("Գինը՝ ըստ հարցման")
    r"ըստ հարցման|"
    r"cena na zapytanie|cena do uzgodnienia|ár kérésre|preț la cerere|pret la cerere|"
    # Estonian, Latvian, Lithuanian and Finnish ones ("Hind päringul", "Cena pēc pieprasījuma",
    # "Kaina pagal užklausą", "Hinta pyydettäessä"; not "Kysy tarjous", a bulk quote beside a
    # price)
    r"hind (?:päringul|kokkuleppel)|cena pēc pieprasījuma|kaina pagal užklausą|"
    r"hinta pyydettäessä|hinta pyynnöstä|"
    r"цена при запитване|цена по запросу|ціна за запитом|"
    # (Greek "price on request", "upon contact": "Τιμή: Κατόπιν επικοινωνίας")
    r"τιμή\s*:?\s*κατόπιν (?:αιτήματο[σς]|ζήτηση[σς]|επικοινωνία[σς])|"
    # a price the shop may only show in the cart (US minimum advertised prices)
    r"see (?:the )?price in (?:the )?(?:cart|basket|bag)|"
    r"add to (?:cart|basket|bag) to see (?:the |our )?(?:best |lowest |final )?price|"
    r"price shown in (?:cart|basket)|"
    # ("our price is too low to show", in English, Romanian, Spanish, German: "Prețul nostru
    # este prea mic pentru a fi afișat")
    r"(?:our )?price (?:is )?too low to (?:show|display|advertise)|prea mic pentru a fi afișat|"
    r"prețul (?:nostru )?(?:se vede|apare) în coș|demasiado bajo para mostrar|"
    r"zu niedrig,? um (?:ihn )?(?:anzuzeigen|zu zeigen)|"
    r"voir le prix dans le panier|preis im warenkorb|"
    # ... in Polish, Czech, Spanish, Portuguese, Italian, Dutch ("Zobacz cenę w koszyku")
    r"zobacz cenę w koszyku|cena w koszyku|cenu uvidíte v košíku|cena v košíku|"
    # ... in Serbian and Croatian ("Наша цена је нижа – видљива је у корпи", "cijena vidljiva
    # u košarici")
    r"видљива (?:је )?у корпи|vidljiva (?:je )?u (?:korpi|košarici)|цена у корпи|cena u korpi|"
    # ... in Mongolian ("Сагсанд нэмээд үнийг харах", "бодит үнийг сагсанд нэмсний дараа")
    r"сагсанд нэмээд үнийг|үнийг сагсанд|сагсанд нэмсний дараа харуулна|"
    # a price shown only once the shopper names a delivery area ("Enter your ZIP code to
    # see prices and availability")
    r"enter (?:your |a )?(?:zip|postal|post) ?code to (?:see|view) (?:the |our )?prices?|"
    r"plz eingeben,? um (?:die )?preise|"
    r"ver (?:el )?precio en (?:el )?carrito|ver preço no carrinho|prezzo nel carrello|"
    # "Agrega al carrito para ver nuestro precio", "Adicione ao carrinho para ver o preço"
    r"(?:agr[eé]ga(?:lo|la)?|agregar(?:lo|la)?|añ[aá]de(?:lo|la)?|añadir(?:lo|la)?) al carrito "
    r"para ver (?:nuestro |el )?precio|"
    r"adicione ao carrinho para ver o preço|"
    r"prijs in (?:de )?winkelwagen|"
    # Hungarian "price by individual offer", "ask for a quote" ("Ár: egyedi ajánlat alapján –
    # Kérjen árajánlatot"), Czech and Polish "price by agreement"
    r"egyedi ajánlat alapján|kérjen árajánlatot|cena dohodou|cena do negocjacji|"
    # Hindi "contact for the price", "add to the cart to see the price"
    r"(?:मूल्य|कीमत|क़ीमत) के लिए संपर्क करें|(?:मूल्य|कीमत|क़ीमत) देखने के लिए कार्ट में|"
    # ... and Urdu ("قیمت کے لیے رابطہ کریں")
    r"قیمت کے لی[ےئ]ے? رابطہ کریں|"
    # Arabic "add to the cart to know the price", "price on request", "call for the price"
    # ("السعر يتغير حسب سعر الذهب اليومي — أضف إلى السلة لمعرفة السعر")
    r"(?:السلة|العربة) لمعرفة السعر|السعر عند الطلب|اتصل (?:بنا )?(?:لمعرفة|للاستفسار عن) السعر|"
    # (... with its colon, "السعر: حسب الطلب", and "request a quote", "اطلب عرض سعر")
    r"السعر\s*[:：]?\s*(?:حسب|على) الطلب|السعر\s*[:：]\s*عند الطلب|اطلب عرض (?:ال)?سعر|"
    # Nordic "see the price in the cart" ("Vores pris er for lav til at vise – se prisen i
    # kurven", "Se priset i varukorgen", "Se prisen i handlekurven")
    # (and "our price": "Se vår pris i handlekurven", "Se vores pris i kurven", "Se vårt pris
    # i varukorgen")
    r"se (?:vår |vores |vårt )?pris(?:en)? i (?:kurv(?:en)?|indkøbskurv(?:en)?|handlekurv(?:en)?)|"
    # Polish "you will see the price in the cart" ("Cenę zobaczysz w koszyku", "Cena widoczna
    # w koszyku")
    r"cenę zobaczysz w koszyku|cena (?:widoczna|dostępna) w koszyku|"
    r"se (?:vårt |vår )?pris(?:et)? i (?:varukorgen|kassan)|"
    # ("Vores pris er så lav, at vi kun må vise den i kurven")
    r"(?:vise|visa) (?:den|det|prisen|priset) i (?:kurven|indkøbskurven|handlekurven|varukorgen)|"
    r"for lav til at vise|för lågt för att visa|for lav til å vise|"
    # Persian, Hebrew, Thai and Russian ones ("قیمت: تماس بگیرید", "המחיר בעגלה",
    # "สอบถามราคา", "Цена в корзине")
    r"(?:برای )?(?:استعلام|اطلاع از) قیمت (?:تماس بگیرید|بپرسید)|המחיר (?:בעגלה|בסל)|"
    r"สอบถามราคา|цена в корзине|ціна в кошику|"
    # Vietnamese "price: contact (us)" leading a short line ("Giá: Liên hệ", "Giá: Liên hệ
    # 0909 123 456"; not a variant's row "2.5 HP – Giá: Liên hệ"), "call / contact us to get a
    # quote" as the whole line ("Gọi 0909 123 456 để nhận báo giá"; not "Liên hệ để nhận báo giá
    # sỉ", a wholesale quote)
    r"^\W*giá\s*[:：]?\s*liên hệ(?![^\n]{41})|"
    r"^\W*(?:gọi|liên hệ)(?:\s+(?:ngay|hotline))?[\s\d.]{0,20}\s?để (?:nhận|được) báo giá"
    r"(?: tốt nhất)?\W*$|"
    # a sold-out page's price shown again once restocked ("سيظهر السعر عند إعادة التوفر", "Cena
    # bude zverejnená pri ďalšej dodávke", "The price will be shown when back in stock")
    r"سيظهر السعر عند|cena bude zverejnen|cena bude zveřejněn|"
    r"price will be (?:shown|displayed|published|available|announced) (?:when|once|on|after|with)|"
    # a sold-out slot's "price not available", leading it or after a dash ("Agotado — precio no
    # disponible"; not "Grundpreis nicht verfügbar", "Financiación: precio no disponible")
    r"(?:^|[—–-]\s*)(?:precio no disponible|price not available|price unavailable|"
    r"preço indisponível|prix non disponible|prix indisponible|preis nicht verfügbar|"
    r"prezzo non disponibile)\W*$|"
    # Chinese "price: please enquire" ("價格請洽詢", "价格请咨询", "價格電洽")
    r"(?:價格|价格|售價|售价)\s*[:：]?\s*(?:請洽詢|请洽询|請詢問|请咨询|請來電|请来电|電洽|电洽|另議|另议)"
)
_ON_REQUEST = Folded(_ON_REQUEST_WORDS)
# A classified's price left to agree, as the price slot's whole text ("Cijena: Po dogovoru",
# "Цена: по договору", "Price: Negotiable", "Prix à débattre", "Precio a convenir"): no price
# when no amount stands beside it ("GH₵ 1,850 · Negotiable" is the asking price, open to offers)
AGREED_SLOT = re.compile(
    r"^\W*(?:(?:cijena|cena|цена|ціна|price|preis|prix|precio|preço|prezzo|hinta|pris|ფასი)\s*:?\s*)?"
    r"(?:po dogovoru|по договору|по договор(?:еност|ка)|dogovorno|dohodou|do negocjacji|"
    r"negotiable|verhandlungssache|(?:à|a) débattre|a convenir|a combinar|da concordare|"
    r"sopimuksen mukaan|efter överenskommelse|etter avtale|efter aftale|"
    # (a price left to the buyer's offer: "Hinta: tee tarjous", "Price: make an offer", "Preis:
    # Angebot machen", "Prix : faites une offre")
    r"tee tarjous|make (?:an|me an) offer|angebot machen|faites une offre|faire une offre|"
    r"haga (?:una|su) oferta|fai un['’]offerta|doe een bod|kom med bud|gi et bud|lägg ett bud|"
    # (Georgian "price by agreement", a former price in brackets after it: "ფასი შეთანხმებით
    # (ადრე მითითებული იყო 1 250 ₾)")
    r"შეთანხმებით)(?:\s*\([^()]{0,60}\))?\W*$",
    re.I,
)
# The same said by the price element itself, where shorter words suffice: "Sur demande".
_ON_REQUEST_SLOT = gated(
    rf"{_ON_REQUEST_WORDS}|on request|upon request|on application|\bpoa\b|sur demande|"
    r"sur devis|auf anfrage|su richiesta|op aanvraag|a consultar|på forespørsel|på begäran|"
    # (Portuguese "on consultation", "on quotation": "Preço sob consulta"; not "Frete: sob
    # consulta", the delivery's)
    r"pre[çc]o\s*:?\s*sob (?:consulta|orçamento)|^\W*sob (?:consulta|orçamento)\W*$|"
    r"på forespørgsel|お問い合わせ|询价|詢價|가격 ?문의|السعر عند الطلب|tilboð óskast|"
    # (Nepali and Hindi "ask the price": "मूल्य सोध्नुहोस्", "कीमत पूछें")
    r"मूल्य सोध्नुहोस्|मूल्य सोध्नुस्|कीमत पूछें|दाम पूछें|"
    # (Sinhala and Tamil "ask the price": "මිල විමසන්න", "விலையை கேளுங்கள்")
    r"මිල විමසන්න|මිල විමසීම|விலை(?:யை)? கேள|"
    # ("價格請向專門店查詢": the price, ask at the boutique)
    r"價格請(?:向|洽)|价格请(?:向|洽)|請向專門店查詢|请向专门店查询|"
    # the slot's whole text: "Precio: Consultar", "Prezzo: Contattaci", "Precio según medidas"
    # (not "Consultar disponibilidad", "Consultar frete", "Altri tessuti? Contattaci")
    r"^\W*(?:(?:precio|preço|prezzo|price)\s*:?\s*)?(?:consultar|contattaci)\W*$|"
    # "Precio: Consultar con el asesor", "Contattaci per il prezzo"
    r"^\W*(?:precio|preço)\s*:\s*consultar|^\W*contattaci per (?:il |un )?prezzo\W*$|"
    r"^\W*precio según medidas\W*$|"
    # "Consultar precio", "Consulte o preço": asking for the price, wherever in the slot
    r"(?<!\w)consultar? (?:el |por )?precio|consulte o preço|consultar preço|"
    # asking for a quote as the slot's text ("Precio: Solicitar cotización", "Solicite um
    # orçamento", "Richiedi un preventivo")
    r"solicit(?:ar|e) (?:una |su )?cotizaci[óo]n|pedir (?:una )?cotizaci[óo]n|"
    r"solicit(?:ar|e) (?:um )?orçamento|pe(?:dir|ça) (?:um )?orçamento|richiedi (?:un )?preventivo",
    re.I,
)

# A price slot that asks the shopper to log in to see the price, in place of one ("Log in om
# prijzen te zien", "Login for price", "Anmelden, um Preise zu sehen"): no price is shown to
# everyone, whatever structured data holds (a trade account's price).
_LOGIN_TO_SEE = gated(
    # the price itself and nothing else ("Login for price", "Sign in to view pricing"; not
    # "Sign in for price drop alerts", "Sign in to view quantity pricing", "Log in to see
    # price history")
    # (Latvian "prices visible only to registered dealers": "Cenas redzamas tikai
    # reģistrētiem tirgotājiem")
    r"cenas (?:ir )?redzamas tikai reģistrētiem|"
    # (Arabic "log in with a trader's account to show the wholesale prices": "سجّل الدخول بحساب
    # تاجر لعرض أسعار الجملة")
    # (or the price, singular: "سجّل الدخول لعرض السعر")
    r"(?:سجّل|سجل) الدخول[^\n]{0,30}(?:لعرض|لرؤية|لمشاهدة) (?:ال)?(?:أسعار|سعر)|"
    r"(?:log ?in|sign ?in|register|create an account)(?: now| required| is required)?"
    r"(?: to your account)? (?:to|for) (?:(?:see|view|get|show|reveal|unlock|access|display|"
    r"check) )?(?:the |our |all |product |item )?pric(?:es?|ing)\b"
    r"(?![\s-]*(?:alert|drop|match|watch|history|notification|tracking|change))|"
    r"pric(?:es?|ing) (?:(?:are|is) )?(?:only )?(?:visible|available|shown|"
    r"displayed) (?:after|when|once|to) (?:you )?(?:log|sign|register|logged|signed)|"
    r"log ?in om (?:de |onze )?prij(?:s|zen)|inloggen (?:om|voor) (?:de |onze )?prij(?:s|zen)|"
    # (the account named between: "Log in met je KvK-account om prijzen te zien")
    r"log ?in met [^.]{1,40}\bom (?:de |onze )?prij(?:s|zen) te (?:zien|bekijken)|"
    r"prij(?:s|zen) (?:zichtbaar )?na inloggen|"
    # (Swahili "log in to see the (wholesale) price": "Ingia ili kuona bei ya jumla")
    r"ingia ili kuona bei\b|"
    # ... or for the trade only ("Prijzen alleen zichtbaar voor zakelijke klanten. Log in …",
    # "Prices visible to trade customers only")
    r"prij(?:s|zen) (?:alleen |enkel )?zichtbaar voor (?:zakelijke|ingelogde|geregistreerde)|"
    r"pric(?:es?|ing) (?:only )?(?:visible|shown) (?:only )?(?:to|for) (?:trade|business|"
    r"registered|logged[- ]in)|"
    # Japanese wholesale "shown to members only" ("卸価格: 会員様のみ表示")
    r"会員様?のみ表示|会員様?限定表示|ログイン後に表示|"
    r"(?:anmelden|einloggen|registrieren),? um\b.{0,20}\bpreise?\b|preise? (?:sehen sie |"
    r"erst |nur )?nach (?:der )?(?:anmeldung|registrierung|login)|"
    # Arabic "log in as a trader to see wholesale prices" ("سجّل الدخول كتاجر لعرض أسعار الجملة")
    r"سجّ?ل الدخول[^.]{0,20}لعرض (?:ال)?أسعار|"
    r"(?:connectez-vous|identifiez-vous|inscrivez-vous) pour (?:voir|afficher|conna[iî]tre) "
    r"(?:les |le |nos )?prix(?!\s+(?:dégressi|pro\b|professionn|remis|nets?\b|membres?\b))|"
    r"prix (?:visibles? |disponibles? )?apr[eè]s connexion|"
    r"inici(?:a|ar|e) sesi[oó]n para ver (?:el |los )?precio|"
    r"reg[ií]strate para ver (?:el |los )?precio|"
    r"accedi per (?:vedere|visualizzare) (?:il |i )?prezz|"
    r"(?:fa[çc]a login|entre|cadastre-se) para ver (?:o |os )?pre[çc]o|"
    # (and "your net prices", "dealer prices": "Logg inn for å se dine nettopriser", "Log ind for
    # at se forhandlerpriser")
    r"logga in för att se (?:dina |era |våra )?[^\W\d_]*pris|"
    r"log ind for at se (?:dine |jeres |vores )?[^\W\d_]*pris|"
    r"logg inn for å se (?:dine |deres |våre )?[^\W\d_]*pris|"
    r"kirjaudu sisään nähdäksesi hin|zaloguj się,? aby zobaczyć cen|"
    r"přihlaste se pro zobrazení cen|"
    r"ログイン(?:する|して|後)[^。]{0,10}価格|価格はログイン後|로그인 ?(?:후|하시면)[^.]{0,10}가격|"
    r"登[录錄入]后?[^。]{0,6}(?:查看|显示|顯示|可见|可見)?价格|登[录錄入]後[^。]{0,6}價格|"
    # Thai, Vietnamese, Indonesian/Malay, Turkish, Russian, Persian, Hebrew and Hindi "log in
    # to see the price" ("เข้าสู่ระบบเพื่อดูราคา", "Đăng nhập để xem giá")
    r"เข้าสู่ระบบเพื่อดูราคา|đăng nhập để xem giá|(?:login|masuk|log masuk) untuk melihat harga|"
    r"fiyatları? görmek için (?:giriş|üye)|"
    r"(?:войдите|авторизуйтесь),? чтобы (?:увидеть|узнать) цен|"
    r"цены? (?:доступн\w+|видн\w+) после (?:авторизации|входа|регистрации)|"
    r"برای (?:مشاهده|دیدن) قیمت|התחבר(?:ו)? כדי לראות (?:את )?(?:ה)?מחיר|"
    r"कीमत देखने के लिए लॉग ?इन|"
    # (Mongolian "to see the wholesale price, log in": "Бөөний үнийг харахын тулд … нэвтэрнэ
    # үү")
    r"үнийг? харахын тулд[^.]{0,40}нэвтэр|"
    # (Georgian "the price is available only to business clients")
    r"ფასი ხელმისაწვდომია მხოლოდ|მხოლოდ ბიზნეს კლიენტებისთვის|"
    # Amharic "log in to see the price" ("ዋጋ ለማየት ይግቡ")
    r"ዋጋ(?:ውን)? ለማየት (?:ይግቡ|ይመዝገቡ)",
    re.I,
)

# A price slot that says its prices are for the trade alone, in place of one ("Prix réservés
# aux professionnels – connectez-vous pour voir votre prix net"): no price for everyone.
RESERVED_PRICES = re.compile(
    r"prix r[ée]serv[ée]s? aux (?:professionnels|pros?|revendeurs|membres|clients pro)|"
    r"prezzi riservati a(?:i|gli) (?:professionisti|rivenditori|clienti registrati)|"
    r"precios (?:solo |sólo |exclusivos )?para profesionales|"
    r"preise (?:nur )?für (?:fachhändler|gewerbekunden|geschäftskunden|händler)|"
    r"pric(?:es|ing) (?:are )?(?:only )?(?:available |shown |visible )?(?:to|for) "
    r"(?:trade|business|registered) (?:customers|accounts|members) only",
    re.I,
)

# Blocks that show other products' prices or totals, never the page's offer.
_NOISE_BLOCK = Folded(
    r"related|recommend|upsell|up-sell|cross-?sell|also-?(?:bought|viewed|like)|"
    r"frequently|bought-?together|\bfbt\b|bundle|mini-?cart|side-?cart|cart-?drawer|header-?cart|"
    # a quantity calculator's totals ("fg-calc", "m2-calculator", "flaechenrechner"; not
    # Amazon's "installmentCalculator_feature_div" round its price)
    r"(?<!installment)(?<!instalment)calculator|rechner|beregner|kalkulator|calculadora|"
    r"calcolatore|(?<![a-z])calc(?![a-z])|"
    r"(?<!add-to-)(?<!add_to_)cart[-_](?:total|subtotal|count|summary|popup|flyout|widget|items?|price)|"
    # a basket widget ("mini-basket", "basket-preview"; not a class "basket" alone, Shoper's
    # add-to-basket form round the price, nor "basket-add", "add-to-basket")
    r"[\w-]basket(?<!to-basket)(?<!to_basket)(?<!form-basket)(?<!add-basket)|"
    r"basket[\w-](?!add|form|button|btn)|"
    r"breadcrumb|recently|carousel|slider|similar|wishlist|newsletter|announcement|"
    r"you-?may|promo-?bar|free-?shipping|shipping-?bar|product-?(?:grid|list|card|tile)s?\b|"
    r"swiper|upsell|accessor|sponsored|successor|nachfolge|"
    # the product replacing a discontinued one ("replacement-card", "product__replacement")
    r"(?<![a-z])replacement(?:-?(?:product|model|card|item)s?)?(?![a-z])|"
    # other sellers' offers on a marketplace ("Andere verkopers", Amazon's all-offers box)
    r"other-?(?:offers|sellers|merchants|vendors)|more-?(?:offers|sellers|merchants)|\baod\b|"
    r"\brecs\b|"
    # a recommendations widget ("reco2"), not a price's own modifier ("f-priceBox-price--reco":
    # the featured offer's price)
    r"(?<!price--)(?<!price-)(?<!price_)\breco\d*(?![a-z0-9])|"
    r"sellers?-?offers|all-?offers|offer-?listing|\bsims\b|productlist|prdlist|cart-?(?:total|count)|(?<![\w-])rec-{1,2}|"
    # a "recently viewed" rail ("sh-recent__price", "last-viewed")
    r"\brecent\b|last-?viewed|"
    # a customer's review ("review__body", "reviews-list"; not "preview", "has-reviews")
    r"(?<![a-z])(?<!has-)(?<!with-)reviews?(?:-?(?:body|text|content|item|list|card|"
    r"entry|comment)s?)?(?![a-z])",
    re.I,
)
# The heading of a block of other products ("Similar products", "Customers also viewed"):
# the block is a side block whatever its (often hashed) class names say.
_RELATED_HEADING = Folded(
    r"similar (?:products|items|listings)|related (?:products|items)|"
    # (Arabic "other offers (2)" as a block's heading over other sellers' offers)
    r"^\W*عروض أخرى\s*\(\d+\)\W*$|"
    # Shopify's complementary products ("Pairs well with"), as a heading
    r"^\W*pairs? (?:well|perfectly) with\W*$|^\W*goes well with\W*$|"
    # a marketplace seller's other listings ("More items from this seller")
    r"(?:more|other) (?:items|listings|products) (?:from|by) (?:this|the) (?:seller|shop|store)|"
    # ... in the Nordic languages, German, Dutch, French, Spanish and Polish ("Säljarens andra
    # objekt", "Selgerens andre annonser", "Weitere Artikel des Verkäufers", "Autres annonces du
    # vendeur", "Más artículos del vendedor", "Inne oferty sprzedającego")
    r"s[äa]ljarens (?:andra|övriga|fler) (?:objekt|annonser|auktioner|produkter)|"
    r"selgerens (?:andre|øvrige) annonser|s[æe]lgers (?:andre|øvrige) annoncer|"
    r"(?:weitere|andere) (?:artikel|angebote|anzeigen) (?:des|von diesem) (?:verkäufers|verkäufer)|"
    r"meer van deze verkoper|andere advertenties van|"
    r"autres (?:annonces|articles|objets) du vendeur|"
    r"m[aá]s (?:art[ií]culos|productos|anuncios) del vendedor|"
    r"inne (?:oferty|aukcje|ogłoszenia) (?:sprzedającego|sprzedawcy)|"
    # ... in Japanese ("この出品者の他のオークション：", "出品者の他の商品")
    r"出品者の他の(?:オークション|商品|出品)|"
    # a marketplace's rails ("Products related to this item", "Sponsored products related to
    # this item", "Your browsing history") and a look to complete
    r"related to this item|your browsing history|complete the look|shop the look|"
    # a substitute offered for a sold-out product ("Prøv denne i stedet", "Try this instead")
    r"(?:prøv|prov|pröva|try|probier\w*) (?:denne|dette|disse|denna|detta|this|these|"
    r"diese[sn]?) (?:i stedet|istället|instead|stattdessen)|"
    # sponsored products' rails ("Sponsored products", "Gesponserte Produkte", "Спонсорские
    # товары", "Produits sponsorisés")
    r"sponsored (?:products|items|listings)|gesponserte (?:produkte|artikel)|"
    r"produits sponsorisés|productos patrocinados|produtos patrocinados|prodotti sponsorizzati|"
    r"gesponsorde producten|sponsrade produkter|sponsorowane produkty|sponzorované produkty|"
    r"sponsorlu ürünler|спонсорские товары|рекламні товари|спонсорські товари|produse sponsorizate|"
    r"スポンサー商品|스폰서 상품|赞助商品|贊助商品|"
    # ... headed "Sponsored" alone
    r"^\W*(?:sponsored|gesponsert|sponsorisé|patrocinado|sponsorizzato|gesponsord|"
    r"sponsrad|sponsorowane|kostað efni|kostað|zilizodhaminiwa|imedhaminiwa|tài trợ|广告|廣告|"
    # (Malay and Indonesian "sponsored": "Ditaja", "Disponsori", "Bersponsor"; Romanian
    # "Sponsorizat")
    r"ditaja|disponsori|bersponsor|sponsorizate?|"
    # (Albanian, Croatian and Serbian "sponsored": "Sponsorizuar", "Sponzorirano")
    r"sponsorizuar|sponzorirano|sponzorisano|"
    # (Hungarian, Czech, Slovak, Danish, Norwegian, Finnish, Turkish, Greek "sponsored")
    r"szponzorált|sponzorováno|sponzorované|sponsoreret|sponset|sponsoroitu|sponsorlu|"
    r"χορηγούμενα|χορηγούμενο|ивээн тэтгэсэн|спонсорлосон|"
    # (Arabic "sponsored ad", Nepali and Hindi "sponsored": "إعلان ممول", "प्रायोजित")
    r"إعلان ممول|إعلانات ممولة|منتجات ممولة|ممول|प्रायोजित)"
    r"\W*$|"
    # Vietnamese "sponsored products", "products (recently) viewed"
    r"sản phẩm (?:được )?tài trợ|sản phẩm (?:bạn )?(?:vừa |đã )xem|"
    # Swahili "recently viewed" ("Ulizotazama hivi karibuni")
    r"(?:ulizo|zilizo)tazam\w* hivi karibuni|"
    # an auction's bid history: bids past, no price ("Historia ofert", "Gebotsverlauf")
    r"bid history|bidding history|historia (?:ofert|licytacji)|gebotsverlauf|gebotshistorie|"
    r"historique des enchères|historial de pujas|storico (?:offerte|delle offerte)|"
    r"biedingsgeschiedenis|budhistorik|budhistorikk|historie příhozů|入札履歴|"
    # "recently viewed" and "you may also like" in more languages
    r"vistos recientemente|vistos recentemente|vus récemment|ostatnio oglądane|최근 본 상품|"
    r"recent bekeken|senast visade|visti di recente|legutóbb megtekintett|nedávno zobrazené|"
    r"también te puede gustar|também pode gostar|함께 구매한 상품|mások ezt is megvették|"
    r"είδε[σς] πρόσφατα|όσοι αγόρασαν αυτό|bunlar da ilgini çekebilir|son gezdiğin ürünler|"
    r"produtos semelhantes|"
    # ... in Icelandic, Croatian and Serbian, Dutch, Arabic, Hindi, Armenian, Georgian,
    # Mongolian, Kazakh, Albanian, Malay and Swahili ("Tengdar vörur (5)", "Povezani
    # proizvodi", "Produkte të ngjashme", "Bidhaa zinazofanana")
    r"tengdar (?:vörur|auglýsingar)|svipaðar (?:vörur|auglýsingar)|nýlega skoðað|"
    r"aðrir keyptu (?:einnig|líka)|"
    # a classifieds site's similar ads ("Similar ads", "Annonces similaires", "Похожие
    # объявления", "Benzer ilanlar")
    r"(?:similar|related) (?:ads|adverts|listings)|annonces similaires|anuncios similares|"
    r"anúncios (?:semelhantes|similares)|annunci simili|ähnliche anzeigen|"
    r"vergelijkbare advertenties|liknande annonser|lignende annoncer|lignende annonser|"
    r"samankaltaiset ilmoitukset|podobne ogłoszenia|podobné inzeráty|hasonló hirdetések|"
    r"похожие объявления|схожі оголошення|benzer ilanlar|إعلانات مشابهة|iklan serupa|"
    r"tin đăng tương tự|"
    # Urdu similar ads or items, sponsored, recently viewed ("ملتے جلتے اشتہارات", "ملتی جلتی
    # اشیاء", "سپانسرڈ", "حال ہی میں دیکھا")
    r"ملت[ےی] جلت[ےی] (?:اشتہار|اشیاء|پروڈکٹ|مصنوعات|چیزیں)|^\W*سپانسرڈ\W*$|حال ہی میں دیکھ|"
    # Tagalog similar and recently viewed products ("Katulad na produkto", "Kamakailang
    # tiningnan"), Chinese similar products and browsing history ("相似商品", "最近浏览")
    r"katulad na (?:produkto|item)|kamakailang tiningnan|"
    # Tamil "related products", "similar products" ("தொடர்புடைய பொருட்கள்")
    r"தொடர்புடைய (?:பொருட்கள்|தயாரிப்புகள்)|ஒத்த (?:பொருட்கள்|தயாரிப்புகள்)|"
    r"相似(?:商品|产品|產品)|最近(?:浏览|瀏覽)|(?:浏览|瀏覽)(?:记录|紀錄|記錄)|"
    r"(?:þér|þú) gæti(?:r)? (?:líka|einnig) líkað|"
    r"povezani (?:proizvodi|artikli)|slični artikli|aanverwante producten|"
    r"gerelateerde producten|منتجات ذات صلة|منتجات مشابهة|संबंधित उत्पाद|समान उत्पाद|"
    # (Nepali "related goods", "recently viewed": "सम्बन्धित सामानहरू", "भर्खरै हेरिएका")
    r"सम्बन्धित (?:सामान|उत्पादन|उत्पाद)|भर्खरै हेरिएका|"
    # (Arabic "sponsored products", "recently viewed")
    r"منتجات مموّ?لة|شوهدت مؤخر|تمت مشاهدتها مؤخر|شاهدتها مؤخر|"
    # (Khmer "related products", "recently viewed", "sponsored", "you may also like")
    r"ផលិតផលពាក់ព័ន្ធ|បានមើលថ្មីៗ|^\W*ឧបត្ថម្ភ\W*$|អ្នកក៏អាចចូលចិត្ត|ផលិតផលស្រដៀង|"
    r"আপনার পছন্দ হতে পারে|সম্প্রতি দেখা|^\W*স্পনসর্ড\W*$|সম্পর্কিত পণ্য|"
    r"हाल ही में देखे गए|प्रायोजित उत्पाद|^\W*प्रायोजित\W*$|(?:ग्राहकों|लोगों) ने (?:यह )?भी खरीदा|"
    r"նմանատիպ ապրանքներ|առնչվող ապրանքներ|მსგავსი (?:პროდუქტები|ნივთები|პროდუქცია)|"
    r"төстэй бараа|ижил төстэй бүтээгдэхүүн|холбоотой бараа|ұқсас тауарлар|"
    # (Mongolian "recently viewed": "Сүүлд үзсэн", "Саяхан үзсэн")
    r"сүүлд үзсэн|саяхан үзсэн|"
    r"produkte të (?:ngjashme|lidhura)|produk (?:berkaitan|serupa)|"
    r"bidhaa zinazo(?:fanana|husiana)|"
    # (isiZulu and Afrikaans related, recently viewed and sponsored products: "Imikhiqizo
    # ehlobene", "Obukile muva nje", "Okuxhasiwe", "Verwante produkte", "Onlangs bekyk")
    r"imikhiqizo (?:ehlobene|efanayo)|(?:obukile|okubukwe|ozibukile) muva nje|"
    r"^\W*okuxhasiwe\W*$|(?:verwante|soortgelyke) produkte|onlangs bekyk|"
    # ... in the Nordic languages, German, Spanish, Italian, Finnish ("Du kanske också gillar",
    # "Du vil kanskje også like", "Vielleicht gefällt dir auch", "Te puede interesar",
    # "Potrebbe piacerti anche", "Saatat pitää myös")
    r"du kanske (?:också )?gillar|du vil kanskje (?:også )?like|du kan (?:også )?lide|"
    r"vielleicht gefällt (?:dir|ihnen) auch|te puede interesar|potrebbe piacerti anche|"
    r"saatat pitää myös|saatat myös pitää|"
    # similar, related, recommended and recently viewed products in Central and Eastern
    # European, Baltic, Greek and Hebrew words ("Podobné produkty", "Похожие товары",
    # "С этим товаром покупают", "Рекомендуем также", "Produse similare")
    r"podobné (?:produkty|zboží|výrobky)|související (?:produkty|zboží)|súvisiace produkty|"
    r"naposledy (?:prohlížené|prezerané|zobrazené)|polecane produkty|"
    r"hasonló termékek|ajánlott termékek|kapcsolódó termékek|"
    r"produse (?:similare|recomandate|asemănătoare|asemanatoare)|vizualizate recent|"
    r"sli[čc]ni proizvodi|srodni proizvodi|preporu[čc]eni proizvodi|nedavno pregledan\w*|"
    r"podobni izdelki|priporočeni izdelki|"
    r"похожие товары|с этим товаром (?:также |часто )?(?:покупают|смотрят)|"
    r"вам (?:также )?может понравиться|недавно просмотренн\w+|вы (?:недавно )?смотрели|"
    r"рекомендуем (?:также|вам)|рекомендуемые товары|сопутствующие товары|"
    r"аналогичные товары|покупают вместе|"
    # (Kyrgyz and Kazakh similar and recently viewed goods, an advertisement: "Окшош товарлар",
    # "Жакында көрүлгөн", "Жарнама", "Ұқсас тауарлар")
    r"окшош товарлар|жакында көрүлгөн|^\W*жарнама\W*$|ұқсас тауарлар|жақында қаралған|"
    r"схожі товари|з цим товаром (?:також |часто )?(?:купують|переглядають)|"
    r"вас (?:також )?може зацікавити|нещодавно переглянут\w+|ви (?:нещодавно )?переглядали|"
    r"рекомендуємо (?:також|вам)|рекомендовані товари|супутні товари|"
    r"подобни продукти|препоръчани продукти|последно разгледани|свързани продукти|"
    r"слични производи|сродни производи|"
    r"παρόμοια προϊόντα|σχετικά προϊόντα|προτεινόμενα προϊόντα|"
    r"מוצרים דומים|מוצרים קשורים|אולי יעניין אותך|נצפו לאחרונה|"
    r"önerilen ürünler|panašios prekės|susijusios prekės|līdzīgas preces|saistītās preces|"
    r"sarnased tooted|seotud tooted|"
    # the same as the whole heading ("Doporučujeme", "Polecamy", "Рекомендуем")
    r"^\W*(?:doporučujeme|odporúčame|polecamy|ajánljuk|recomandăm|preporučujemo|priporočamo|"
    r"рекомендуем|рекомендуємо|препоръчваме|препоручујемо|rekomenduojame|iesakām|soovitame)"
    r"\W*$|"
    r"you (?:may|might) (?:also )?like|"
    r"you (?:may|might) (?:also )?be interested|customers (?:also|who) (?:viewed|bought)|"
    r"frequently bought together|recently viewed|more (?:from|like) this|"
    r"ähnliche (?:produkte|artikel)|das könnte (?:ihnen|dir) auch gefallen|"
    r"kunden kauften auch|zuletzt angesehen|produits similaires|vous aimerez aussi|"
    r"vous aimerez peut-être|productos (?:similares|relacionados)|también te puede interesar|"
    r"prodotti (?:simili|correlati)|potrebbe interessarti|vergelijkbare producten|"
    r"misschien ook interessant|produtos (?:similares|relacionados)|você também pode gostar|"
    r"podobne produkty|liknande produkter|lignende produkter|samankaltaiset tuotteet|"
    r"関連商品|この商品を見た人|おすすめ商品|猜你喜欢|猜你喜歡|相关商品|相關商品|"
    r"[你您]可能(?:也|還|还)?(?:會|会)?喜[歡欢]|"
    # the same series' other items ("同シリーズ商品", "同系列商品", "같은 시리즈")
    r"同シリーズ(?:の)?商品|同じシリーズの商品|同系列商品|同系列產品|同系列产品|"
    # Korean, only ending the heading: "[추천상품] 울 코트" names the product, "관련 상품 정보"
    # its information
    r"(?:함께 본 상품|추천 ?상품|관련 ?상품)\W*$|"
    r"منتجات مشابهة|قد يعجبك أيضا|benzer ürünler|"
    # more from the seller, and the same blocks in South-East and East Asian shops' words
    r"more from this (?:shop|store|seller)|"
    r"lainnya di toko ini|produk serupa|produk terkait|(?:kamu|anda) mungkin (?:juga )?suka|"
    r"sering dibeli bersama|"
    # (Malay and Indonesian "recently viewed": "Baru dilihat", "Terakhir dilihat")
    r"(?:baru|terakhir|baru-baru ini) dilihat|"
    r"sản phẩm tương tự|sản phẩm liên quan|có thể bạn cũng thích|thường được mua cùng|"
    r"สินค้าที่คล้ายกัน|สินค้าที่เกี่ยวข้อง|คุณอาจชอบ|มักซื้อคู่กัน|"
    r"この商品を買った人|よく一緒に購入されている商品|一緒に購入されている商品|一緒に買われている商品|"
    # Japanese "recently viewed items"
    r"最近チェックした商品|最近見た商品|閲覧履歴|"
    r"看了又看|为你推荐|為你推薦|"
    # "people who viewed this item also viewed" in Chinese and Japanese ("看過此商品的人也看了",
    # "この商品をチェックした人はこんな商品もチェックしています")
    r"(?:看過|看过|買了|买了|購買|购买|瀏覽|浏览)[^。，,]{0,12}(?:也|還|还)(?:看了|看過|看过|買了|买了|"
    r"購買了?|购买了?)|この商品を(?:チェック|購入|見た|閲覧)した?(?:人|方)|"
    # "items bought together (with this one)" ("一緒に購入されている商品")
    r"一緒に(?:購入|買われ)(?:されて)?いる(?:商品|アイテム)|"
    r"bunlar[ıi] da beğenebilirsiniz|może ci się (?:też )?spodobać|"
    # "frequently bought together" in more languages
    r"souvent achetés ensemble|fréquemment achetés ensemble|(?:häufig|oft) zusammen gekauft|"
    r"comprados (?:juntos|frecuentemente juntos)|compre junto|"
    r"spesso (?:acquistati|comprati) insieme|vaak samen gekocht|często kupowane razem|"
    r"ofta köpta tillsammans|købes ofte sammen|kjøpes ofte sammen|ostetaan usein yhdessä|"
    # the model that replaced a discontinued one, as a block's heading
    # (an article may lead: "Il modello successivo:", "The successor model")
    r"^\W*(?:(?:il|lo|le|la|the|das|der|die|el|o|het)\s+)?"
    r"(?:nachfolgemodell|nachfolger|successor(?: model)?|後継機種|後継モデル|後継品|"
    r"modèle successeur|modelo sucesor|modello successivo|opvolger|"
    # (Nordic "see the successor": "Se efterfølgeren", "Se etterfølgeren", "Se efterträdaren")
    r"(?:se )?(?:efterfølgeren|etterfølgeren|efterträdaren|efterfølger|etterfølger)|"
    # ... or the product replacing it ("Korvaava tuote", "Ersatzprodukt", "Replacement product")
    r"replacement (?:product|model|item)|recommended replacement|ersatzprodukt|ersatzartikel|"
    r"produit de (?:remplacement|substitution)|producto (?:sustituto|de reemplazo)|"
    r"prodotto sostitutivo|vervangend product|ersättningsprodukt|erstatningsprodukt|"
    r"korvaava tuote|produkt zastępczy|náhradní produkt|helyettesítő termék|"
    r"代替品|代替商品|替代商品|대체 상품)\W*$|"
    r"často kupováno společně|gyakran vásárolt együtt|"
    # "others also bought / viewed" in more languages ("Andre købte også", "Inni kupili
    # również", "Zákazníci také koupili", "Quem viu, comprou também", "Mások ezeket is
    # megvették")
    r"(?:andre|andra|anderen|muut|inni|klienci|zákazníci|ostatní|mások|asiakkaat|kunder|"
    r"klanten)(?: kunder| klanten)?(?: také| též| rovněž| również| też)? "
    r"(?:købte|kjøpte|köpte|kochten|ostivat|kupili|koupili|"
    r"kupovali|ezeket is megvették|så|såg|bekeken|katsoivat|oglądali|prohlíželi)\b|"
    r"(?:quem|los que|quienes) (?:viu|vio|vieron|comprou|compró|compraron)[^.]{0,30}"
    r"(?:comprou|compró|compraron|viu|vio|vieron)|"
    r"(?:les clients|ils) ont (?:aussi|également) (?:acheté|consulté)|"
    r"(?:i clienti|chi ha (?:acquistato|visto)[^.]{0,30}) ha(?:nno)? (?:anche )?(?:acquistato|"
    r"visto)(?: anche)?|"
    r"(?:los clientes|otros clientes) también (?:compraron|vieron)|"
    r"ilginizi çekebilir|"
    # a block of the shop's bestsellers, as the whole heading
    r"^\W*(?:our |unsere |nos )?(?:best ?sellers?|top ?sellers?|meistverkauft\w*|"
    r"les plus vendus|m[aá]s vendidos|mais vendidos|più venduti|bestsellery|"
    r"najchętniej kupowane|nejprodávanější|en çok satanlar|mest solgte|mest sålda|"
    r"売れ筋\w*|人気商品|베스트셀러|热销商品|熱銷商品)\W*$|"
    # a shop's ranking of bestsellers, its category after it ("売れ筋ランキング ミラーレス一眼"),
    # its most popular products ("Legnépszerűbb okostelefonok", "Most popular laptops")
    r"^\W*(?:売れ筋|人気)ランキング|"
    r"^\W*(?:most popular|legnépszerűbb|am beliebtesten|les plus populaires|"
    r"(?:los |las )?más populares|(?:i )?più popolari|najpopularniejsze|nejoblíbenější|"
    r"populairste|populäraste|mest populære|suosituimmat)\b|"
    # a heading that is only "Accessories" (other products sold with this one)
    r"^\W*(?:accessories|kiegészítők|zubehör|accessoires|accesorios|acessórios|accessori|"
    r"toebehoren|tillbehör|tilbehør|lisävarusteet|akcesoria|příslušenství|príslušenstvo|"
    r"аксессуары|aksesuarlar|アクセサリー|配件)\W*$|"
    # Thai accessories ("หมึกและอุปกรณ์เสริม", ink and accessories) and bestsellers ("สินค้าขายดี")
    r"อุปกรณ์เสริม\W*$|^\W*สินค้าขายดี",
    re.I,
)
# A block's label in a styled line rather than a heading ("<div class=suit-label>优惠套装</div>",
# "<span>Paket bundling hemat</span>"): other products, bundles and add-ons offered beside
# the product, whose prices are theirs (with _RELATED_HEADING; the whole label, short)
_BLOCK_LABEL = Folded(
    r"^\W*(?:buy (?:it |them )?together|bundle (?:and|&) save|bundle deals?|"
    r"(?:frequently |often )?bought together|pairs? (?:well|perfectly) with|goes well with|"
    r"often bought with|complete (?:the|your) (?:look|set|outfit|kit|setup)|you may also need|"
    r"recommended accessories|compatible accessories|"
    r"passend dazu|dazu passend|passendes zubehör|oft zusammen gekauft|zusammen kaufen|"
    r"achetez[- ]les ensemble|souvent achetés avec|complétez (?:votre|le) look|"
    r"accessoires compatibles|à associer avec|"
    r"c[oó]mpra(?:los)? juntos|compre junto|complete (?:seu|o|sua) (?:look|treino|kit)|"
    r"completa (?:tu|il) look|combina con|combina com|acquista insieme|spesso comprati con|"
    r"koop samen|combineer met|kup w zestawie|kupowane razem|"
    r"paket bundling|paket hemat|beli bersama|"
    r"优惠套装|推荐配件|搭配购买|组合购买|組合優惠|搭配購買|あわせ買い|一緒に購入|"
    r"함께 구매하면|함께 사면|같이 구매|ซื้อคู่กัน|mua kèm|thường mua cùng|"
    r"birlikte al|birlikte al[ıi]nan|קנו יחד|מוצרים משלימים)|"
    # the model this one replaces, still sold ("Noch verfügbar: Vorgängermodell")
    r"vorgängermodell|predecessor model|previous model|modèle précédent|modelo anterior|"
    r"modello precedente|vorig model|前モデル|旧モデル",
    re.I,
)
# The heading of other sellers' offers for the product on a marketplace, or of alternatives
# to it: not the buy box's seller, not this product (a side block unless it holds the buy box)
_OTHER_OFFERS_HEADING = Folded(
    # sellers by name, not "other offers" (a shop's promotions are offers too)
    r"other sellers\b|more sellers|more buying choices|other buying options|"
    # ... or the offers named for this product ("Other offers for this product (2)")
    r"(?:other|more) offers for this (?:product|item)|"
    # a used offer's accordion in a marketplace's buy box ("Save with Used - Like New")
    r"save with used|buy used\b|"
    # Chinese "N other shops sell it, lowest ¥…" ("其他 3 家店铺在售，最低 ¥5,849.00")
    r"其他\s?\d+\s?家(?:店铺|店舖|商家|卖家|賣家)|"
    r"andere (?:anbieter|verkäufer|händler)|autres vendeurs|otros vendedores|"
    r"otras opciones de compra|outros vendedores|altri venditori|andere verkopers|"
    r"diğer sat[ıi]c[ıi]lar|innych sprzedawców|inni sprzedawcy|další prodejci|"
    r"ostatní prodejci|alți vânzători|más eladók|andra säljare|andre selgere|"
    r"andre forhandlere|muut myyjät|другие продавцы|інші продавці|他の出品者|その他の出品者|"
    r"其他卖家|其他賣家|다른 판매자|بائعون آخرون|penjual lain|người bán khác|ผู้ขายรายอื่น|"
    # (Hindi, Bengali, Urdu and Persian: "3 अन्य विक्रेता ₹1,19,500 से", "অন্যান্য বিক্রেতা")
    r"अन्य विक्रेता|\d+ और विक्रेता|অন্যান্য বিক্রেতা|অন্য বিক্রেতা|دیگر فروخت کنندگان|"
    r"فروشندگان دیگر|"
    # (Swahili "other sellers": "Wauzaji wengine 3 kuanzia KSh 62,500")
    r"(?<!kuliko )wauzaji wengine|"
    # another seller's cheaper or faster offer ("Есть дешевле и быстрее 2 350 ₽")
    r"есть дешевле|есть быстрее|є дешевше|cheaper (?:offers?|options?) (?:from|available)|"
    r"moins cher chez|günstiger bei anderen|"
    # other offers with their count: "Other offers (3) from R 2 199,00" (not "More offers
    # (3)": a bank's or the shop's own)
    r"(?:other offers|andere angebote|autres offres|otras ofertas|outras ofertas|altre offerte|"
    r"andere aanbiedingen|andra erbjudanden|andre tilbud|muut tarjoukset|inne oferty|"
    r"další nabídky)\s*\(\d+\)|"
    # ... or as a line's label ("Další nabídky: 1 249 Kč (dodání do 3 týdnů)")
    r"(?:other offers|andere angebote|autres offres|otras ofertas|outras ofertas|altre offerte|"
    r"další nabídky|ďalšie ponuky|inne oferty|további ajánlatok|druge ponudbe)\s*:|"
    # a heading that is only "Alternatives" (other products in the shop's words)
    r"^\W*(?:alternatie(?:ven|f)|alternativen|alternatives?|alternativas|alternativ(?:er|e)?)"
    r"(?: (?:products|producten|produkte|produits|productos|produtos))?\W*$",
    re.I,
)
# Delivery as a label right before an amount in Central and Eastern European, Baltic, Finnish
# and Greek shops' words ("Isporuka: 390,00 RSD"; not "Rychlá doprava", fast delivery, and not
# in a tail after the price: "159,90 € s DPH · Doprava: 3,90 €" labels the 3,90)
_SHIPPING_LABEL = gated(
    r"(?:isporuka|dostava|doprava|poštovné|szállítás|livrare|dostawa|wysyłka|pristatymas|"
    r"piegāde|tarne|toimitus|αποστολή|доставка|"
    # Portuguese and Spanish delivery to a place ("Entrega em Maputo: 250,00 MT", "Envío a
    # Canarias: 9,95 €"; not "Entrega en 3 semanas", no colon)
    r"entrega|envío|envio|"
    # Georgian, Azerbaijani, Armenian, Albanian, Macedonian delivery
    r"მიწოდება|çatdırılma|առաքում|transporti|dërgesa|испорака)"
    # the place it goes to may come between: "Livrare în Chișinău: 150 lei"
    r"(?:\s(?!inclus|incl|gratuit|free)[^\d:：]{1,30})?\s*:\s*"
    # (or the carrier after the colon: "Toimitus: Posti 7,90 €", "Dostava: DPD 4,50 €")
    r"(?:(?:posti|matkahuolto|dpd|dhl|gls|ups|fedex|omniva|itella|inpost|packeta|zásilkovna|"
    r"ppl|foxpost|speedy|econt|nova poshta|nova pošta|нова пошта|новая почта|cdek|сдэк|"
    r"почта россии|укрпошта|boxnow|acs|elta)\s*)?$|"
    # ... and in Western European words, the place in one clause after it ("Two-person
    # delivery to room of choice: £39"; not "Totalpris inkl. hemleverans:", "Prezzo con
    # consegna al piano inclusa:", "Shipping calculated at checkout. Price:")
    r"(?<![\w.])(?<!incl\. )(?<!inkl\. )(?<!incl )(?<!inkl )(?<!with )(?<!con )(?<!mit )"
    r"(?<!med )(?<!avec )(?:delivery|shipping|versand|lieferung|livraison|spedizione|consegna|"
    r"bezorging|levering|leverans|sending|heimsending)"
    r"(?:\s(?![^:：]*(?:inclu|incl|inkl|gratuit|free|compris|inbegriffen|price|preis|prix|"
    r"prezzo|prijs|pris))[^\d:：.]{1,30})?\s*:\s*$|"
    # the Russian and Ukrainian word right before the amount, without a colon ("Доставка 5 ₴"),
    # and the South and West Slavic ones after the line's other fields ("Šalje se iz Njemačke ·
    # 5–8 radnih dana · dostava 4,90 €"; not a badge "Rychlá doprava" before the price)
    r"(?<![а-яёіїє])доставка\s*$|[·•|,;]\s*(?:dostava|doprava|dostawa|isporuka)\s*$|"
    # a European carrier named right before its fee ("Nouto tai Matkahuolto 7,90 €", "Foxpost
    # 1 290 Ft", "Post Express 450 din")
    r"(?<![\w-])(?:matkahuolto|omniva|itella|inpost|packeta|zásilkovna|foxpost|"
    r"post express|nova poshta|nova pošta|нова пошта|новая почта|cdek|сдэк|econt|"
    r"dpd|gls|dhl(?: express)?)\s*:?\s*$|"
    # an East Asian carrier named right before its fee ("順豐速運 HK$30", "ヤマト運輸 880円",
    # "黑貓宅急便 NT$150"; not "顺丰包邮 价格 ¥1280", free delivery by it, then the price)
    r"(?:順豐|顺丰|\bsf express\b|宅急便|ヤマト運輸|佐川急便|日本郵便|ゆうパック|新竹物流)"
    r"(?:速運|速运|快遞|快递)?\s*[:：]?\s*$",
    re.I,
)
_NOISE_TAGS = {"header", "footer", "nav", "aside", "s", "del", "strike", "option", "select"}
_STRUCK_CLASS = Folded(
    # (Wix's hashed "_strk" on the secondary, former price)
    r"(?<![a-z])strk(?![a-z])|"
    r"\b(?:was|old|regular|compare|list-?price|strike|crossed|original|before|rrp|msrp|uvp|"
    r"line-?through|price--?(?:old|was|compare|regular|original|through)|was-?price|old-?price|"
    # Polish "regular", "previous", "crossed out"; Turkish "old" ("eski", "eski-fiyat")
    r"regularn[aey]|poprzedni[aey]?|przekre[sś]lon\w*|eski|"
    # Czech and Slovak "original", "usual" ("cena-puvodni", "povodna-cena", "bezna-cena")
    r"p[uů]vodn[ií]|p[oô]vodn[aá]|b[eě][zž]n[aá]|"
    r"reference|previous|origin|strikethrough|lthr)\b|__prev\b|price-?prev(?![\w-])|\bprev-?price|"
    r"compare-?at|strikethrough|crossed|cross-?price|(?<![\w-])del-price(?![\w-])|"
    # Turkish shops' "market price", the list price ("piyasaFiyat", "PiyasaFiyati")
    r"piyasa-?fiyat|"
    r"(?:list|old|was|regular|original|orig|org|compareat|strike|before|previous|slash)price|"
    r"slash(?:ed)?-price|price-slash(?:ed)?(?![a-z])|preco-?de(?![-\w])|"
    # (Swahili "old price": "<span class=bidhaa__bei-zamani>")
    r"bei-?zamani|"
    # (Lazada's and Daraz's struck price: "pdp-price_type_deleted")
    r"price-?type-?deleted|"
    # Spanish, Portuguese and Galician "before" ("<span class=antes>14,50 €</span>"), Romanian
    # "old" ("<span class=vechi>", "pret-vechi")
    r"(?<![\w-])antes(?![\w-])|(?<![\w-])vechi(?![\w-])|pret-?vechi|"
    # (... as a BEM element of the price: "precio__antes", "precio-anterior", "preco--antigo")
    r"prec(?:io|o)[-_]{1,2}(?:antes|anterior|antigo)(?![\w-])|"
    # Turkish "old price" ("<span class=eski-fiyat>", "fiyat--eski"), Indonesian and Malay
    # "crossed out" ("<span class=harga-coret>")
    r"eski-?fiyat|fiyat-?-?eski(?![\w-])|harga-?coret|(?<![\w-])coret(?![\w-])|"
    # Estonian, Finnish, Lithuanian, Latvian and Slavic "old price" ("<span class=hind-vana>",
    # "vanha-hinta", "sena-kaina", "veca-cena", "stara-cena")
    # the full price beside a sale one ("<span class=full>฿22,900</span><span class=sale>"; not
    # Tailwind's "w-full", nor a price paid in full beside monthly ones: "rc-prices-fullprice",
    # Target's "@web/Price/PriceFull")
    r"(?<![\w-])full(?![\w-])|"
    # (and a CSS module's "Product_full__aP0q", its hash holding a digit; not a BEM block's
    # element "product-card-full__info")
    r"(?<=[a-z]-)full(?=--[a-z]*\d[a-z0-9]*(?![\w-]))|"
    r"hind-?vana|vana-?hind|vanha-?hinta|hinta-?vanha|sena-?kaina|kaina-?sena|"
    r"veca-?cena|cena-?veca|stara-?cena|cena-?stara|"
    # (... and the Serbian and Croatian "old" alone beside a "new" one: "<span class=stara>
    # 15.990,00 дин.</span><span class=nova>")
    r"(?<![\w-])stara(?![\w-])|"
    # Vietnamese "old", "original" and "listed" prices ("<span class=gia-cu>675.000₫")
    r"gia-?(?:cu|goc|niem-?yet)(?![\w-])|"
    r"price-?(?:before|was|old|ord|org|origin)\b|\bu__strike|--previous\b|original-value|"
    r"price--list\b|price-standard(?![-\w])|listino|van-?prijs|preco-?lista|"
    # a price "cut" through, beside the price of "now" ("<span class=cut>Rs 14,999</span>"; not
    # "price-cut", a reduced price)
    r"(?<![\w-])cut(?![\w-])|"
    # Spanish, Portuguese, Italian, German and Dutch "crossed out" ("<span class=tachado>")
    r"tachad[oa]|riscad[oa]|barrat[oa]|durchgestrichen|doorgestreept|"
    # French "crossed out" as a price's class ("fiche__prix-barre", "prix-barré")
    r"prix-?barr[ée]|"
    # Hungarian "old (price)" ("<span class=regi>42 990 Ft</span>", "regi-ar")
    r"(?<![\w-])r[ée]gi(?:-?[áa]r)?(?![\w-])|"
    r"\b(?:org|orig)\b|(?:^|[-_\s])former(?:[-_\s]|$)|pre-?reduction",
    re.I,
)
_WAS_TEXT = Folded(
    # ("Original" alone not after a word: "Fjellsko Original", a brand's line over the price)
    r"\b(?:was|compare at|regular price|prix r[ée]gulier|list price|orig(?:inal)? price|"
    r"(?<![^\W\d_] )orig(?:inal)?|"
    # "the usual price" ("Prix habituel : Rs 8,290", "Precio habitual")
    r"prix habituel|precio habitual|prezzo abituale|preço habitual|"
    # a marketplace's list price as "List:" ("List: $74.99")
    r"list\s*:|"
    # the last price a product sold at, printed on a page that sells it no more ("Ostatnia
    # cena: 3 999,00 zł", "Poslednja cena: 5.990,00 RSD", "Last price: $89")
    r"ostatnia cena|poslednja cena|posljednja cijena|poslední cena|last price|ultimul pre[țţt]|"
    # an earlier drop's or edition's price ("Drop 02 (sold out) retailed at HK$680.00")
    r"\bretailed (?:at|for)\b|"
    # ... or sold at, right before its amount ("Last year’s release sold at £295.00.")
    r"\b(?:sold|went|released) (?:at|for)\s*$|"
    r"you save|save|"
    # a saving's label in Vietnamese, Turkish, Dutch (a cell of its own: "Tiết kiệm:",
    # "Kazancınız:", "Je bespaart:"; not "Combo tiết kiệm", the offer's name)
    r"tiết kiệm\s*[:：]|kazanc[ıi]n[ıi]z|je bespaart|jij bespaart|"
    # an Australian marketplace's former price ("Don't pay $449")
    r"don['’]t pay|"
    # (and Romania's "PRP", the maker's recommended price: "PRP: 15.499,00 lei")
    # (as a label only: not "Kit PRP 10 ml", platelet-rich plasma)
    r"uvp|statt|rrp|msrp|\bprp\s*[:：]|reduced from|instead of|vorher|ehemals|bisher|"
    r"unverbindliche|"
    # Thai and Arabic "suggested retail price" (a wholesale shop's note of what its buyers sell
    # at: "سعر التجزئة المقترح للعبوة: 4.950 د.أ")
    r"ราคาปลีกแนะนำ|سعر (?:التجزئة|البيع) المقترح|"
    r"avant|au lieu de|antes|prima|prix de référence|prix courant|economisez|économisez|"
    r"ahorra|risparmi|"
    # Italian "discount" right before the amount taken off ("Con abbonamento: sconto 100 €";
    # not "Sconto 20%: 79,90 €", the price after a percentage)
    r"\bsconto\s*(?:di\s*)?$|"
    r"economi[sz]e|economia|economiza|poupe|poupa|bespaar|je bespaart|u bespaart|besparing|"
    r"typical price|previous price|m\.?r\.?p\.?|ursprünglich(?:er preis)?|originalpreis|"
    # "the original price" in more languages (WooCommerce's screen-reader line "Sākotnējā
    # cena bija: 129,00€.", "Le prix initial était : …")
    r"prix initial|oprindelige pris|pôvodná cena|pre[țţ]ul ini[țţ]ial|sākotnējā cena|"
    # Czech and Slovak "usual price" ("Běžná cena 14 490 Kč", "Obvyklá cena")
    r"běžná cena|bežná cena|obvyklá cena|"
    r"pradinė kaina|algne hind|izvorna cijena|prvotna cena|първоначалната цена|αρχική τιμή|"
    r"первоначальная цена|"
    # a resale or outlet shop's retail price beside its own ("Est. Retail $2,950.00",
    # "Orig. retail $129", "Retail value $80", "Retail: $3,500")
    r"est(?:\.|imated)? retail|orig(?:\.|inal)? retail|retail value|(?<!\w)retail\s*:?\s*$|"
    # ("List $449.99" beside a buy box's price: "list" alone as the amount's label)
    r"(?:^|[·•(]\s*)list\s*:?\s*$|"
    # (Malay "original price": "Harga asal RM149.00"; "Price before: 35.000 JOD")
    r"\bharga asal\b|\bprice before\s*:?\s*$|"
    # (a US outlet's "Comp. value $1,299.99", "Compare value", "Comparable value")
    r"\bcomp(?:\.|arable)? value\s*[:：]?\s*$|"
    # (Tagalog "formerly" leading the amount's label: "Dating ₱5,000", "Dating presyo:"; not
    # "Bagong dating", new arrival, nor "Speed dating")
    r"(?:^|[·|•(]\s*)\W*dating(?: presyo)?\s*:?\s*$|"
    # (Singapore's and Malaysia's "usual price", "U.P. S$79.90" beside the price)
    # (the label's start: not "Lucknow, U.P.", Uttar Pradesh, before a price)
    r"(?:^|[·|•(/]\s*)\s*u\.p\.(?=\s*(?:[a-z]{0,3}\$|rm|\d|$))|"
    # (Malay and Indonesian "market price" beside a duty-free or outlet shop's own: "Harga
    # pasaran RM 189.00")
    r"\bharga pasar(?:an)?\s*[:：]?\s*$|"
    r"preisempf\.?|førpris|før|ord\.? pris|ordinarie pris|tidigare pris|veil\.? pris|vejl\.? pris|"
    r"tavahind|tavaline hind|"
    r"ve[ij]l\.?\s?(?:udsalgs|utsalgs)pris|vejledende udsalgspris|veiledende utsalgspris|"
    # ... and its abbreviation alone before the number ("Veil. 12 999,-")
    r"(?<!\w)ve[ij]l\.(?=\s*(?:\d|kr\b|nok\b|dkk\b|$))|"
    # an open-box or used unit's price new ("Cena nowego egzemplarza: 2 699,00 zł",
    # "Neupreis", "Prix neuf")
    # (as the label, not a saving against it: "Économisez 38 % par rapport au prix neuf")
    r"(?:^|[:·|•(]\s*)(?:cena now(?:ego|ej) (?:egzemplarza|produktu|sztuki)|neupreis|"
    # (an estimate of it: "Prix neuf estimé : 2 400 €", "Geschätzter Neupreis")
    r"prix neuf(?: estimé)?|geschätzter neupreis|"
    r"nypris|nieuwprijs|verð á nýju|nývirði|nýverð|"
    # (Croatian, Serbian, Bosnian "new, it cost": "Novi je koštao 799 €.")
    r"nov[io]? je košta(?:o|la|lo)|nova je koštala|"
    # (Ukrainian, Russian and Polish "new, it cost": "Нова коштувала 18 500 ₴", "Новый стоил")
    r"нов(?:а|ий|е|ою|им) коштува(?:ла|в|ло)|нов(?:ая|ый|ое|ым|ой) стои(?:ла|л|ло)|"
    r"now[aey] kosztował[aoy]?|"
    # (Swedish "ordinary price", abbreviated: "Ord.pris 10 490:-", "Ord. pris")
    r"\bord\.\s?pris\b|"
    # (Arabic "its price new", a classified's: "سعره الجديد 649.000 د.أ، استعمال 6 أشهر"; not
    # "السعر الجديد", a shop's new, lowered price)
    r"سعر(?:ه|ها) (?:ال)?جديد|ثمن(?:ه|ها) (?:ال)?جديد|"
    # (... or the price new in the shops: "السعر الجديد في المحلات: 420 د.أ" of a used fridge)
    r"(?:ال)?سعر (?:ال)?جديد (?:في|بـ?)\s?(?:ال)?(?:محلات|محل|سوق|أسواق|معارض|وكالة)"
    r"(?![\u0600-\u06ff])|"
    # (what a classified's seller paid new: "Keypt nýtt á 119.990 kr.", "Köpt ny för",
    # "Bought new for $499", "Neu gekauft für")
    r"keypt(?:ur)? n[ýy]\w* á|köpt(?:e)? ny för|kjøpt ny for|købt ny for|bought new for|"
    r"neu gekauft für|ostettu uutena|acheté neuf|comprado nuevo por|"
    # (Swahili "it was bought": "Ilinunuliwa KSh 78,000 mwaka 2024.")
    r"ilinunuliwa|nilinunua kwa|"
    # (Swahili "new in the shop is": "Mpya dukani ni KSh 42,999")
    r"mpya dukani(?: ni)?|"
    # (Finnish and Estonian "as new", "price new": "Uutena 399 €", "Uushinta", "Uuena")
    r"uutena|uushinta|uuena|hind uuena|"
    # (Indonesian "estimated new price": "Perkiraan harga baru: Rp 32.000.000")
    r"perkiraan harga baru|harga baru \(perkiraan\)|"
    # (a bundle's parts bought apart: "Separately $229.80", "If bought separately:")
    r"(?:if )?(?:bought |purchased )?separately|"
    # (Greek "price new": "Τιμή καινούργιου: 429,00€")
    r"τιμή καινούργιου)"
    # (an approximation may follow: "Nývirði um 189.000 kr.", "Neupreis ca. 1.200 €")
    r"\s*:?\s*(?:(?:um|ca\.?|approx\.?|circa|cca\.?|około|noin|ungefär|omkring)\s*)?$|"
    # a reference price beside an auction's or a resale's own ("Precio de referencia en tienda:
    # $ 320.000", "Preço de referência", "Prezzo di riferimento")
    r"precio de referencia|preço de referência|prezzo di riferimento|"
    r"spar|oszczędzasz|najniższa cena|lowest price|normalpreis|niedrigster (?:gesamt)?preis|"
    r"prix le plus bas|prezzo più basso|precio más bajo|laagste prijs|lägsta pris|laveste pris|"
    r"nejnižší cena|letzten 30 tagen?|30 derniers jours|ultimi 30 giorni|last 30 days|"
    # ... its end, where a long label is cut ("… 30 Tage vor der Preisreduzierung:")
    r"30 tagen? vor|vor der preis(?:reduzierung|senkung|ermäßigung)|"
    # Finnish, Lithuanian, Latvian, Estonian lowest-in-30-days lines ("Alin hinta 30 päivän
    # aikana", "Mažiausia kaina per 30 d.", "Zemākā cena pēdējās 30 dienās", "Madalaim hind
    # viimase 30 päeva jooksul"); Finnish "Ovh." (the suggested retail price); Romanian "Preț
    # vechi" (the old price)
    r"alin hinta|mažiausia (?:30 (?:d\.|dienų) )?kaina|zemākā cena|madalaim hind|ovh\.|"
    r"pre[țţt] vechi|"
    # (... cut before its first word: "… 30 päivän aikana ennen alennusta:")
    r"30 päivän aikana|ennen alennusta|"
    # a book's printed price, which a shop undercuts ("Cena okładkowa: 49,99 zł")
    r"cover price|cena okładkowa|cena katalogowa|prezzo di copertina|precio de portada|giá bìa|"
    # Vietnamese "listed price", "original price" ("Giá niêm yết 24.990.000₫")
    r"giá niêm yết|giá gốc|giá cũ|"
    # Chinese "everyday price" beside a pre-sale's or a festival's price, Thai "normal price",
    # Burmese "original price" ("မူလဈေး ၅၂,၀၀၀ ကျပ်")
    r"日常价|日常價|ราคาปกติ|မူလ[ဈစ]ျ?ေး)(?!\w)"
    # "Sale reg $29.99", "Reg. $29.99": the regular price, abbreviated
    r"|(?<!\w)reg\.?:?\s*$|(?<!\w)reg\.? price\s*:?\s*$"
    r"|sparen|ersparnis|saving(?!s? price)|السعر الأصلي|السعر السابق|قبل الخصم|"
    # Hebrew list, former, regular and original prices ("מחיר מחירון ₪ 299.90", "מחיר קודם",
    # "במקום ₪ 120": instead of)
    r"מחיר (?:מחירון|קודם|רגיל|מקורי|לפני הנחה)|(?<![\u05d0-\u05ea])במקום(?![\u05d0-\u05ea])|"
    # the shop's own regular price, named by the shop ("Regular JoziMall price R 2,899")
    r"(?<!\w)regular [\w'’-]{2,20} price\s*:?\s*$|"
    # what it usually costs, right before the amount ("Usually £499.99", "Normalerweise 59 €")
    r"(?<!\w)(?:usually|normally|normalerweise|normalement|habituellement|normalmente|"
    r"normaal|vanligtvis|normalt)\s*:?\s*$|"
    # the normal price abbreviated in Nordic shops: "Norm. 329,90 €", "Ord. 499 kr"
    r"(?<!\w)(?:norm|ord)\.\s*$|"
    r"通常価格|参考価格|(?<!限)定[価价價]|メーカー希望小売価格|希望小売価格|정가|소비자가|原价|原價|原售價|原售价|"
    # Japanese wholesale's "reference retail price" (参考上代, 上代)
    r"参考上代|上代(?:価格)?|"
    r"建議售價|建议售价|市價|市场价|参考零售价|參考零售價|建议零售价|建議零售價|参考价|參考價|ahorr(?:as|os|e)\b|risparmi[ao]\b|katalogpreis|listenpreis|"
    r"neupreis|originalpris|"
    # (Norwegian "price new in the shop" on a used item: "Ny pris i butikk: 8 990 kr", "Nypris";
    # not "Ny pris i butikken" nor "… fra 1. mars", a price lowered)
    r"\bny pris i butikk\s*[:：]?\s*$|\bnypris(?:en)?\b|"
    # (... or "at the dealer's": "Ny pris hos forhandler: 6 990 kr")
    r"\bny pris hos (?:forhandler|butikk)\w*\s*[:：]?\s*$|"
    # (Icelandic "price new": "Verð nýtt: 89.990 kr.", "Nývirði")
    r"\bverð nýtt\b|\bnývirði\b|"
    # (... "new price for comparison": "Nýtt verð til samanburðar: 189.990 kr.")
    r"\btil samanburðar\s*[:：]?\s*$|"
    # (... "it cost new": "Kostaði nýr 189.000 kr.", "Kostaði nýtt")
    r"\bkostaði ný(?:r|tt|tt)?\b|"
    # (Italian, Spanish and Portuguese "price of the new one (in the shop)": "Prezzo del nuovo
    # in negozio: € 259", "Precio nuevo en tienda:", "Preço novo na loja:"; not "Prezzo nuovo:",
    # "Precio nuevo:", the new, lowered price)
    r"\bprezzo del nuovo(?: in negozio)?\s*[:：]\s*$|\bprezzo nuovo in negozio\s*[:：]\s*$|"
    r"\bprecio (?:del |de )?nuevo en tienda\s*[:：]\s*$|\bprecio del nuevo\s*[:：]\s*$|"
    r"\bpreço (?:do |de )?novo na loja\s*[:：]\s*$|\bpreço do novo\s*[:：]\s*$|"
    # South Slavic "old price", "regular price", "saving"; Hungarian "original price"
    r"stara cijena|stara cena|стара цена|redovna cijena|redovna cena|редовна цена|redna cena|"
    # (Georgian "old price": "ძველი ფასი 1 499.00 ₾")
    r"ძველი ფასი|"
    # (Korean "new item's (boutique) price" on a pre-owned piece: "신품 매장가 9,800,000원"; not
    # "신품 가전", new appliances)
    r"신품\s?(?:매장)?가(?![가-힣])|신품\s?가격|"
    # (Russian and Ukrainian "old price", "was": "Цена снижена, было 21 000 ₽")
    r"старая цена|стара ціна|(?<![^\W\d_])(?:было|було)\s*:?\s*$|"
    r"prejšnja cena|ušteda|уштеда|prihranek|eredeti ár|korábbi ár|megtakarítás|"
    # Irish "previous price"
    r"praghas roimhe|"
    # Bengali "last week's price", "former price", "regular price"; Hindi "old price"
    r"গত সপ্তাহের দাম|আগের দাম|আগের মূল্য|পূর্বের মূল্য|নিয়মিত মূল্য|पुरानी कीमत|पिछली कीमत|"
    # (Hindi "the original price was", WooCommerce's screen-reader line, right before its amount:
    # "मूल कीमत ₹799 थी।"; not "मूल कीमत पर 20% छूट", nor the label "मूल कीमत:")
    r"मूल कीमत\s*$|"
    # the former price in Spanish, Portuguese and Italian word order ("precio anterior"; the
    # regular price's words are _REGULAR_WORDS, soft)
    r"precio (?:regular|anterior|de lista)|preço (?:anterior|de tabela)|"
    r"prezzo (?:abituale|precedente)|"
    # Finnish "previously" right before the amount ("Hinta laskettu (aiemmin 480 €)"), Georgian
    # "previously stated was" ("ადრე მითითებული იყო 1 250 ₾")
    r"\baiemmin\s*:?\s*$|ადრე მითითებული (?:იყო|ფასი)|"
    # the price new, right before it, beside a used item's ("Nieuwprijs € 899" in a
    # seller's description; not "41 % goedkoper dan de nieuwprijs", a saving)
    r"(?<!dan de )(?<!dan )(?<!au )(?<!du )(?<!med )(?<!than )"
    r"(?:nieuwprijs|prix (?:du )?neuf|nypris|新品価格|新品時価格|"
    # (Czech, Slovak and Polish "price of a new one": "Cena nového: 12 990 Kč")
    r"cena (?:nového|novej|nowego)|"
    r"(?:retail )?price (?:when )?new|rrp (?:when )?new|original retail(?: price)?|"
    # (Arabic "the new device's price": "سعر الجهاز الجديد 289.000 د.أ")
    r"سعر (?:الجهاز |المنتج )?الجديد|"
    # what it cost new, in a used item's description ("Nýtt kostaði það 239.900 kr.", "Ny
    # kostet den 4 990,-", "Neu kostete es 899 €", "Cost new £450", "Kostade ny 2 495 kr")
    # (a noun may stand between: "Ný vél kostar 89.990 kr.", a new camera costs)
    r"(?:nýt?t?|ny|nytt|neu|nieuw|nuevo|novo|nowy|nuovo|new|nova|nov|nový|nová|nové)"
    r"(?: [^\W\d_]{2,12})? "
    r"(?:je )?(?:kostaði|kostar|koster|kostede|kostade|kostet|kostete|kostte|costó|custou|"
    r"kosztował[aoy]?|"
    r"costava|cost|koštala|koštao|koštalo|stála|stál|stálo|stala|stal|stalo)"
    r"(?: (?:það|hann|hún|den|det|er|es|sie|het|it|he|she|ona|on|ono))?|"
    r"(?:kostaði|kostede|kostade|kostet|kostete|kostte|cost|paid) (?:nýt?t?|ny|nytt|neu|nieuw|new)|"
    # (Spanish "new, it goes for about": "Referencia: nueva sale alrededor de $ 890.000")
    r"nuev[oa]s? (?:sale|salen|cuesta|cuestan|vale|valen|costaba|costó)"
    r"(?: (?:alrededor de|unos|aprox\.?|cerca de))?|"
    # what it cost before, right before the amount ("… hace un año costaba Gs. 38.500.000 (no
    # vigente)", "kostete früher 899 €", "used to cost $450")
    r"(?<![^\W\d_])(?:costaba|costava|coûtait|costait|kostete|kostade|kostede|kostte|kostaði|"
    r"стоил[аио]?|коштува(?:в|ла|ло)|kosztował[aoy]?|used to cost)"
    r")\s*[:：]?\s*$|"
    # a phone's release price in Korea (its list price): "출고가 2,229,700원"
    r"출고가(?!능)|"
    # recommended retail prices by their local names
    r"adviesprijs|adviesverkoopprijs|prix conseillé|precio recomendado|prezzo consigliato|"
    # Portuguese "recommended retail price" ("PVPR 449,99 €")
    r"(?<!\w)pvpr(?!\w)|p\.v\.p\.r\.|pvp recomendado|"
    # (Finnish "ohjehinta", the guide price, as "suositushinta")
    r"cena katalogowa|rekommenderat pris|vejledende pris|veiledende pris|suositushinta|ohjehinta|"
    r"doporučená cena|ajánlott (?:fogyasztói )?ár|"
    # ... in Serbian, Croatian, Slovene, Bulgarian, Russian, Slovak, Polish ("Препоручена
    # малопродајна цена: 38.990,00 RSD", "Preporučena maloprodajna cijena")
    r"препоручена (?:малопродајна )?цена|preporučena (?:maloprodajna )?cij?ena|"
    r"priporočena (?:maloprodajna )?cena|препоръчителна (?:продажна )?цена|"
    r"рекомендованная (?:розничная )?цена|рекомендована (?:роздрібна )?ціна|odporúčaná cena|"
    r"sugerowana cena|"
    # "you save" in Czech/Slovak/Hungarian/Romanian/Croatian
    r"ušetříte|ušetríte|ušetrite|megtakarítás|spórolj|economisești|economisesti|uštedite|"
    # "original price" in more languages (often only in an aria-label for screen readers)
    r"oprindelig pris|opprinnelig pris|ursprungligt pris|ursprünglicher preis|prix d'origine|"
    r"precio original|prezzo originale|oorspronkelijke prijs|alkuperäinen hinta|"
    r"cena pierwotna|původní cena|eredeti ár|preço original|"
    # "originally" ("Původně 27 990 Kč", "Pôvodne 899 €", "Eredetileg 12 990 Ft")
    r"původně|pôvodne|pierwotnie|eredetileg|ursprungligen|oprindeligt|alun perin|"
    # "you save" in Hindi ("(आप बचाते हैं ₹1,500.00)", "बचत: ₹500")
    r"आप बचाते हैं|आपकी बचत|(?<![\u0900-\u097f])बचत|"
    # "you save" in Thai and Arabic (with or without the shadda)
    r"ประหยัด|(?<![\u0600-\u06ff])و?وفّ?ر(?![\u0600-\u06ff])|توفير|"
    # ... and Hebrew ("חסכון של ₪100", "חיסכון", "תחסכו")
    r"(?<![\u05d0-\u05ea])(?:חסכון|חיסכון|תחסכו|חוסכים)(?![\u05d0-\u05ea])|"
    # Indonesian and Malay "a cut of" ("potongan Rp 50.000", "potongan harga RM20")
    r"\bpotongan\b|"
    # Thai "discount" right before an amount ("ลด ฿30", "ส่วนลด ฿50"; not "ลดเหลือ ฿399",
    # reduced to, nor a badge's "21% ลด" before the price)
    r"(?<!%)(?<!%\s)ลด\s*:?\s*$|"
    # and a coupon's cap after its percentage ("ลด 5% สูงสุด ฿50": 5 % off, at most ฿50)
    r"ลด[^\d]{0,6}\d{1,2}\s?%\s*สูงสุด\s*$|"
    # the lowest price of the last 30 days (EU Omnibus) in more languages
    r"najniža cijena|najnižja cena|najnižšia cena|najnižší cena|"
    r"zadnjih 30 dana|zadnjih 30 dni|posledných 30 dní|utolsó 30 nap|"
    r"ultimele 30 de zile|viimase 30 päeva|pēdējo 30 dienu|paskutinių 30 dienų|"
    r"τελευταίων 30 ημερών|последните 30 дни|останні 30 днів|lægste pris|alhaisin hinta|"
    r"lægsta verð|legalacsonyabb ár|elmúlt 30 nap|"
    # ... the period named in the Romance and Germanic languages ("en los 30 días anteriores",
    # "nos 30 dias anteriores", "nei 30 giorni precedenti", "des 30 derniers jours", "der
    # letzten 30 Tage", "in the last 30 days", "van de afgelopen 30 dagen", "senaste 30 dagarna")
    r"(?:en los|de los|nos|dos) (?:últimos )?30 d[íi]as|nei 30 giorni|negli ultimi 30 giorni|"
    r"des 30 derniers jours|(?:der )?letzten 30 tage|(?:in )?the (?:last|past|previous) 30 days|"
    r"(?:laatste|afgelopen) 30 dagen|senaste 30 dagarna|siste 30 dager|sidste 30 dage|"
    # "you save" in Romanian, Slavic, Baltic and Finnish words
    r"\beconomie\b|економія|экономия|икономия|ušteda|prihranek|prihranite|"
    r"sutaupote|sutaupykite|ietaupījums|ietaupiet|säästät|säästa|sääst|\bspara\b|sparer du|"
    r"du sparer|du sparar|(?<!\w)normal\s?:\s*$|"
    # list, previous and struck-through prices by more local names
    r"prezzo di listino|prezzo listino|prix public conseillé|precio anterior|preço anterior|"
    # VirtueMart's "base price" beside its sales price ("Precio base con impuestos: 9,95 €")
    r"precio base(?: con impuestos)?\s*:?\s*$|prezzo base(?: con tasse)?\s*:?\s*$|"
    r"base price(?: with tax)?\s*:?\s*$|grundpreis mit steuer\s*:?\s*$|"
    r"prezzo precedente|vorheriger preis|streichpreis|cena poprzednia|cena przed obniżką|"
    # the struck price named so ("Prix barré CHF 129.00")
    r"prix barré|prezzo barrato|precio tachado|preço riscado|"
    r"eski fiyat|piyasa fiyat[ıi]|verð var|áður|"
    # Serbian/Croatian/Bosnian retail price beside a sale price ("MP cena: 8.299,00 RSD")
    r"\bmp cena|\bmpc\b|maloprodajna cijena|maloprodajna cena|"
    # the lowest price of the last 30 days (EU Omnibus), more wordings ("the lowest price"
    # alone is also a badge of the price now: "Preço mais baixo garantido")
    r"30 ημερών|últimos 30 días|últimos 30 dias|"
    r"laatste 30 dagen|senaste 30 dagarna|seneste 30 dage|siste 30 dagene|siste 30 dager|"
    r"ostatnich 30 dni|posledních 30 dní|viimeisen 30 päivän|30 päivän ajalta|30 dni przed|"
    r"alin hinta 30 päivän|alin hinta \d+ pv|"
    # Turkish, Russian, Ukrainian, Arabic and Hebrew lowest price of the last 30 days, as a
    # label ("Son 30 günün en düşük fiyatı: 12.299,00 TL"; not the badge "Son 30 Günün En
    # Düşük Fiyatı!" over the price now)
    r"(?:son 30 gün\w*|за последние 30 дней|за останні 30 днів|آخر 30 يوم|"
    r"ב-?30 הימים האחרונים)[^:!\n]{0,30}:|"
    # a further amount off in Chinese ("超级VIP再减¥10", "立减¥50", "直降¥100")
    r"再[减減]|立[减減]|直降|立省",
)
# "Regular price": the former price beside a sale price, but also the label of every price
# not on sale on some themes; alone it does not cross a price out.
_REGULAR_WORDS = gated(
    # "Retail" as the whole label beside a trade price ("Retail $64.90 incl. GST · Trade
    # account $52.30 excl. GST")
    r"^\W*retail\s*:?\s*$|"
    r"regular(?:[- ]?price)?|normal ?price|normaler preis|normalpreis|prix (?:habituel|normal)|"
    r"prix r[ée]gulier|"
    # Nordic recommended prices, abbreviated or not: a shop selling at that price prints it
    # alone ("Vejl. pris 599,00 kr.")
    r"ve[ij]l\.? pris|vejledende pris|veiledende pris|"
    # ... and the recommended retail price in full ("vejl. udsalgspris 1.249,00 kr.")
    r"ve[ij]l\.?\s?(?:udsalgs|utsalgs)pris|vejledende udsalgspris|veiledende utsalgspris|"
    r"(?<!\w)ve[ij]l\.(?=\s*(?:\d|kr\b|nok\b|dkk\b|$))|"
    r"price-standard|standard-?price|"
    # Czech and Slovak "usual price" ("Běžná cena", "<span class=cena-bezna>"): beside a club
    # price alone it is the price
    r"b[eě][zž]n[aá][- ]cena|cena[- ]b[eě][zž]n[aá]|"
    r"precio (?:habitual|regular|normal)|preço normal|prezzo normale|normale prijs|normalpris|"
    # Nordic "ordinary price": Shopify themes label every price so for screen readers
    r"ordinarie pris|ord\.? pris|ordinær pris|normaalihinta|cena regularna|cena normalna|"
    # ... and South Slavic "regular price" (Shopify's line for screen readers in Bosnian,
    # Croatian, Serbian and Slovene: "Redovna cijena 1.299,00 KM", alone the price; not a
    # line's label with its colon, "Redovna cena: 14.499,00 RSD" under a price for cash)
    r"(?:redovna cijena|redovna cena|редовна цена|redna cena)(?!\s*[:：])|"
    # ... and a US outlet's "Comp. value" ("Comp. value $1,299.99": alone, the price)
    r"\bcomp(?:\.|arable)? value\s*[:：]?\s*$|"
    # ... and Singapore's "usual price" ("U.P. S$79.90": alone, the price)
    r"(?:^|[·|•(/]\s*)\s*u\.p\.(?=\s*(?:[a-z]{0,3}\$|rm|\d|$))|"
    # Estonian "usual price" ("Tavahind 54,90 €")
    r"tavahind|tavaline hind|"
    r"(?<!\w)normal\s?:|"
    r"prezzo di listino|prezzo listino|参考価格|通常価格|정상가|原價|原价|日常价|日常價|ราคาปกติ|"
    # a book's or magazine's printed price: the price when nothing undercuts it
    r"cover price|cena okładkowa|cena katalogowa|prezzo di copertina|precio de portada|giá bìa|"
    # Japanese 定価, the fixed retail price a bookshop sells at (resale price maintenance),
    # and a Chinese book's list price (定价, 定價)
    r"(?<!限)定[価价價]|"
    # Serbian/Croatian/Bosnian retail price: alone, it is the price
    r"\bmp cena|\bmpc\b|maloprodajna cijena|maloprodajna cena",
    re.I,
)
_INSTALMENT = Folded(
    # Burmese "instalment" ("အရစ်ကျ: ၆ လ × ၂၁၆,၅၀၀ ကျပ်")
    r"အရစ်ကျ|"
    # ... and "a month", "monthly" ("၁၂ လ · တစ်လ ၇၉,၉၀၀ ကျပ်", "လစဉ်")
    r"တစ်လ|လစဉ်|"
    # Bengali "EMI", "per month" ("ইএমআই: ১২ মাসে ৳১০,৩৭৫/মাস"), Hindi "EMI"
    r"ইএমআই|/\s?মাস|ईएमआई|/\s?माह|"
    # ... "monthly" ("মাসিক ৳ ৭,৪৫৯ থেকে (১২ মাস)", "मासिक ₹2,499")
    # (not "period" in a product's name: "মাসিক প্যাড", "मासिक धर्म कप")
    r"মাসিক(?!\s*(?:প্যাড|ধর্ম|স্রাব|চক্র|কাপ))|मासिक(?!\s*(?:धर्म|चक्र|स्राव|पैड|कप))|"
    # Khmer "instalment" ("បង់រំលោះ $74.92/ខែ")
    r"បង់រំលោះ|"
    # Sinhala instalments, "each" ("මාස 12 සඳහා රු. 1,374.17 බැගින් 0% වාරික")
    r"වාරික|බැගින්|"
    # Mongolian "pay in parts" ("Хуваан төлөх: 6 сар × ₮215,000")
    r"хуваан төл|"
    # Serbian, Macedonian and Bulgarian instalments in Cyrillic ("на 6 рата од 2.165 дин.")
    r"(?<![а-яёђјљњћџѓќ])рат(?:а|е|и|ама)(?![а-яёђјљњћџѓќ])|вноски|"
    # pay in parts in Ukrainian/Russian, Thai, Vietnamese, Indonesian/Malay
    r"частинами|частями|платеж|розстроч|рассроч|ผ่อน|trả góp|cicilan|ansuran|"
    # Mongolian "on credit: monthly" ("Зээлээр: сард 57,420₮ (12 сар)")
    r"зээлээр|(?<![а-яөү])сард(?![а-яөү])|"
    # Swahili "pay slowly … a week" ("Lipa polepole KSh 850 kwa wiki", "kwa mwezi")
    r"\blipa (?:polepole|kidogo kidogo)\b|\bkwa (?:wiki|mwezi)\b|"
    # Tagalog instalments ("Hulugan: ₱375.00/buwan sa loob ng 12 buwan")
    r"\bhulugan\b|/\s?buwan\b|kada buwan|"
    # a split payment in Russian ("Сплит: 4 части по 14 373 ₽", "долями")
    r"(?<![а-яё])сплит(?![а-яё])|\d\s?част(?:и|ей) по|(?<![а-яё])долями|"
    # Dutch, Czech/Slovak, Polish, Hungarian instalments and per-month prices
    r"termijnen|per termijn|splát|/\s?měs|měsíčně|mesačne|\brat(?:[ay]|ach|ami)\b|miesięcznie|"
    # N months times the amount ("12 hó × 15 833 Ft", "24 meses x $ 1.250")
    r"\b\d+\s?(?:months?|mos?|mois|monate|meses|mesi|maanden|månader|måneder|miesięcy|měsíců|"
    r"hó|hónap|kk)\s?[×x](?!\w)|"
    # South Slavic "in 12 instalments" ("Cijena na 12 rata")
    r"\bna \d+ rata\b|"
    # Finnish per month ("Maksa 42 € / kk (24 kk)")
    r"/\s?kk\b|kuukausierä|"
    # Australian and British "per month" and repayments ("$54.17/mth", "Device repayments")
    r"/\s?mths?\b|\bper mth\b|\brepayments?\b|"
    r"en \d+ fois|\d+ fois sans frais|"
    r"á mánuði|mánaðarlega|greiðslum|kuukaudessa|/kk\b|месечно|на месец|mēnesī|"
    # Icelandic "interest-free over 12 months: 16.543 kr./mán"
    r"vaxtalaust|vaxtalausar|greiðslur af|í \d+ mánuði|/\s?mán\b|"
    # Latvian, Lithuanian and Estonian per month and by instalments ("Nomaksā no 31,92
    # €/mēn.", "nuo 29 €/mėn.", "järelmaksuga 25 €/kuus")
    r"/\s?m[ēė]n\b|nomaksā|išsimokėtinai|/\s?kuus?\b|järelmaks|"
    # Hebrew instalments ("או 12 תשלומים של ₪457.50 ללא ריבית"), Arabic "اقساط" without its
    # hamza and "/شهر" (the other Arabic and Turkish words are further down)
    r"תשלומים|ללא ריבית|اقساط|/\s?شهر|"
    # Bengali and Hindi instalments ("কিস্তি: ৳ ৫০০ × ৬ মাস", "किस्त")
    r"কিস্তি|किस्त|"
    # "Kredit: 3 ay × 63 ₼": months of a credit plan in Azerbaijani and Turkish
    r"\bkredit\s*:|\b\d+\s?ay\s?[x×]|"
    # the same in Russian and Kazakh: "Кредит 0-0-24: 5 583 ₸ × 24", "Несие", "Бөліп төлеу"
    r"(?<![а-яё])кредит\b[^:]{0,12}:|несие|бөліп төлеу|"
    # Tajik credit and per month ("Насия 12 моҳ: 445 сомонӣ / моҳ")
    r"насия|/\s?моҳ|"
    # Uzbek instalments and months ("Muddatli to'lov: 12 oy × 549 000 so'm", "/ oyiga")
    r"muddatli to['ʻ’‘]?lov|nasiya|\b\d+\s?oy\s?[x×]|/\s?oy(?:iga)?\b|oyiga\b|"
    # per month and by instalments in Russian/Ukrainian, Georgian, Armenian, Azerbaijani,
    # Romanian/Moldovan, Serbian/Croatian/Bosnian, Albanian: "79 ₾/თვე", "/мес.", "/ay"
    r"/\s?(?:мес|міс|თვე|ամիս|ay|lună|luna|mj|mes\.|muaj|tháng)|в месяц|на місяць|განვადებ|"
    r"ապառիկ|ամսական|hissə-hissə|ayl[ıi]q|\brate lunare|na rate|mesečno|"
    r"mjesečno|me këste|në muaj|"
    r"/\s?mies|havonta|részletfizet|havi részlet|/\s?hó\b|\bhavi\b|"
    # Greek instalments ("ή 12 άτοκες δόσεις των 95,75 €")
    r"δόσει[ςσ]|δόσεων|\bδόση\b|"
    r"/\s?(?:mo|month|mon|monat|mois|mes|mese|maand)\b|per month|a month|monthly|\bmtl\b|"
    r"monatlich|par mois|al mes|al mese|per maand|pro monat|im monat|"
    # a credit's total ("Total financiado: Gs. 2.940.000", "Total a prazo", "Financed total")
    r"total financiado|precio financiado|total a plazos|valor financiado|total a prazo|"
    r"total parcelado|financed total|total (?:amount )?financed|importo totale (?:del )?"
    r"finanziamento|montant total du crédit|gesamtbetrag der finanzierung|"
    # Bulgarian and Macedonian instalments ("12 вноски по 14,92 €", "на 12 рати")
    r"вноск[аи]|\bрати\b|"
    # a weekly or fortnightly plan's ("KSh 1,250/week", "$29 per week", "Pay fortnightly")
    r"/\s?(?:wk|week|woche|semaine|semana|settimana)\b|\b(?:per|pro|par|por) (?:week|woche|"
    r"semaine|semana)\b|\bweekly\b|wöchentlich|fortnightly|/\s?fortnight\b|"
    # "3 x 29,99 €", "× 433,000 DT"; not a size ("140 × 200 cm") or an item code ("HYQ3X")
    # (not a pack's count of its measures: "24 x 33 cl", "6 x 1,5 l", "4 x 125 g")
    # (not one times the price: "1 × Band B £67.50", a basket's line)
    r"(?<![a-z\d.,])(?:[2-9]|[1-9]\d)\s?[x×]\s(?!\s*\d+(?:[.,]\d+)?\s*"
    r"(?:cm|mm|m|in|ft|ml|cl|dl|l|g|kg|mg|oz|lb|fl)(?![^\W\d_]))|"
    # (not a size: "4 x 5 m", a rug's or a lawn's; nor an item number's "-X6": "AUR-X6")
    # (the sign "×" needs no word's edge before it: "20 833 ₸ × 12 мес")
    # (nor a title's size glued to the item number's label after it: "160 × 230 cmRef. JW-1")
    r"(?:(?<![-/])\bx|×)\s?\d(?!\d*(?:[.,]\d+)?\s*"
    # (and in Cyrillic: "15×18 см")
    r"(?:cm|mm|m|in|ft|m²|ml|cl|dl|l|g|kg|mg|oz|lb|fl|см|мм|м|м²|мл|л|г|кг)"
    r"(?:(?![^\W\d_])|(?=ref|sku|art|cod|item|model)))|"
    r"payments? of|over \d+ months|payflex|payjustnow|mobicred|"
    # South-East Asian pay-later: "atau 3 bayaran RM63.00 dengan Atome", "Kredivo", "Akulaku"
    r"\b\d+\s?(?:x\s?)?(?:bayaran|pembayaran)\b|\batome\b|kredivo|akulaku|spaylater|"
    r"grabpay later|\bhoolah\b|\bpace\b(?= pay)|"
    r"interest[- ]free|instal?lments?|\braten\b|klarna|afterpay|affirm|sezzle|pay in \d|"
    r"mensualit|cuotas|rate da|zip pay|clearpay|月々|分割|\bemi\b|meses|sin intereses|"
    # (French "N payments of": "Financement : 36 versements de 36,11 $")
    r"\b\d+\s+versements\b|"
    # Japanese payments in N parts, per month, a monthly fee ("48回払い：1,870円/月", "月額料金";
    # not "1回払い", paid at once, nor "月額料金不要", no monthly fee)
    r"(?<!\d)(?![1１]\s?回)\d{1,3}\s?回払|/\s?月(?![\u3040-\u30ff\u4e00-\u9fff])|"
    r"月額(?!(?:料金|使用料|費用|利用料)?(?:不要|なし|無し|無料|0円))|"
    # Mexican weekly credit: "abonos semanales de $149", "Pagas $11,622 en 78 semanas"
    # (not "Abono" as fertiliser or a season ticket, nor "Entrega en 3 semanas")
    r"\babonos? (?:semanal|quincenal)\w*|\d+ quincenas|sujeto a aprobación|"
    r"sem juros|\brat\b|/\s?mån|kr/mån|finanzierung|financing|/mo\.|\bper mo\b|"
    # financing terms: the total payable, the annual rate ("Effektiver Jahreszins 0,00 %,
    # Gesamtbetrag 279,12 €", "TAEG 0%", "APR")
    r"jahreszins|sollzins|\btaeg\b|%\s?apr\b|total amount payable|"
    r"subscribe|coupon|쿠폰|クーポン|\bpix\b|boleto|"
    # a cash payment's price in Spanish ("Precio contado efectivo: Gs. 2.327.500", "Pago en
    # efectivo")
    r"contado efectivo|pago en efectivo|precio efectivo|"
    # a mobile-money payment's price ("UGX 175,000 (pay with MoMo, 5% off)", "pay via M-Pesa",
    # Bengali "paying by bKash": "বিকাশে পেমেন্টে:")
    r"\b(?:pay|paying|paid) (?:with|via|by) (?:momo|mobile money|m-?pesa|airtel money|bkash|"
    r"nagad|gcash|maya|paymaya|ovo|gopay|dana|orange money|wave)\b|বিকাশে|নগদে পেমেন্টে|"
    # (... in Swahili: "Lipa kwa M-Pesa: punguzo 5% (KSh 333)")
    r"\blipa kwa (?:m-?pesa|airtel money|t-?kash|mpesa)\b|"
    # a subscription's delivery price: "定期お届け便 2,970円", "定期便価格" (not a "定期購入OK"
    # or "定期便対象" badge: the product may be subscribed to)
    r"定期お届け便|定期おトク便|定期(?:便|購入)?価格|定期(?:便|購入)\s*[:：]|"
    # a converted amount beside the shop's own price: "≈ US$ 50.82", "~ €12"
    r"≈|≃|\baprox\b|aproximad|\bequivalente\b|equivale a|"
    # (Swahili "equal to": "Sawa na KSh 24 kwa mshumaa mmoja", a piece's share of the pack)
    r"\bsawa na\b|"
    r"\brater\b|rentefri|delbetal|afbetal|avbetal|viabill|spread the cost|pay later|parcelas?\b|"
    # Norwegian and Danish per month ("eller 333,- /mnd", "fra 299 kr. pr. md.")
    r"/\s?mnd\b|\bpr\.?\s?mnd\b|\bper mnd\b|/\s?md\.|\bpr\.\s?md\.|"
    # ... and a contract's total over its months ("Minstepris i 24 mnd: 9 576 kr", Danish
    # "Mindstepris i 6 mdr.")
    r"\bminstepris\b|\bmindstepris\b|\bi \d+ (?:mnd|mdr|måneder)\b|"
    r"taksit|分期|分\s?\d+\s?期|每期|免息|月供|月付|首付|할부|무이자|\d+\s?개월|تقسيط|قسط|قسّط|شهري|شهرياً|أقساط|"
    # "split it into 4 interest-free payments with tabby / tamara"
    r"دفعات|بدون فوائد|قسّمها|قسمها|تابي|تمارا|\btabby\b|\btamara\b|"
    # "o 4 pagos de MXN$57.25", "3 Monatsraten zu je", "4 paiements de"
    r"pagos? de|pagamentos? de|paiements? de|\d+\s?(?:pagos|payments|paiements|zahlungen|"
    r"raten|cuotas|parcelas|rate)\b|monatsrate|"
    # Mexico's months without interest: "o 6 MSI de $249.83" (not the brand MSI)
    r"\d\s?msi\b|\bmsi de\b|"
    # a lease's months ("Лизинг: 6 сар × 81,650₮")
    r"\d+\s?сар\s?[×x]",
    re.I,
)
# ... the same as the label right before the amount only (a badge beside the price, "Лизинг
# боломжтой", "정기배송 가능", "(매월 1일 출고)", names no instalment): a lease, a Korean monthly
# subscription ("정기배송 매월 37,905원"), Kazakh "a month" of a Kaspi Red plan ("Kaspi Red ·
# 0-0-12: айына 24 166 ₸"), a Mongolian pay-later split ("Storepay: 4 хуваан 97,250₮")
INSTALMENT_LABEL = re.compile(
    r"(?:лизинг|매월|정기\s?(?:배송|구독)\s?(?:가격|가)?|айына|ай сайын|\d\s?хуваан|"
    r"хувааж төлөх|\b0-0-\d{1,2})\s*[:：]?\s*$",
    re.I,
)
# About an amount: a converted price ("approx. US$ 50.82", "約¥1,000"), or a weighed item's
# piece price ("ca. € 5,85" for "ca. 450 g"), which qualify tells apart. Not 予約 (a
# reservation: a pre-order's badge); 節約 (a saving) and 契約 (a contract's fee) name no
# price to pay either.
_APPROX = Folded(
    r"approx|ungefähr|circa|\bca\.|environ|\benv\.|(?<!予)約|"
    # the same word in more languages before a converted price: Icelandic "u.þ.b.", Czech
    # and Slovak "cca", "přibližně", Hungarian "kb.", Dutch, Scandinavian, Finnish, Polish,
    # Russian, Ukrainian, Turkish, Greek, Spanish/Portuguese/Romanian, Indonesian,
    # Vietnamese, Thai, Arabic, Hebrew, and the sign "≈"
    r"u\.\s?þ\.\s?b\.|um það bil|\bcca\b|přibližně|približne|körülbelül|\bkb\.|"
    # (Khmer and Mongolian "about": "ប្រហែល $305", "ойролцоогоор 389,000₮")
    r"ប្រហែល|ойролцоогоор|დაახლ|"
    r"\bongeveer\b|\bomkring\b|\bomtrent\b|\bcirka\b|\bnoin\b|\bokoło\b|\bok\.\s*$|"
    r"\bпримерно\b|\bприблизно\b|\bоколо\b|\byaklaş[ıi]k\b|\bπερίπου\b|\baprox\.|"
    r"\baproximadamente\b|\baproximativ\b|\bkira-kira\b|\bkhoảng\b|ประมาณ|حوالي|تقريبا|"
    r"בערך|≈|تقریبی|تقريبي|"
    # (Armenian "approximately": "Մոտավորապես 640 $")
    r"մոտավորապես|"
    # a "reference" price in another currency ("Precio referencial en dólares: US$ 330",
    # "Preço de referência em dólares")
    r"(?:precio|valor|preço) referencial|(?:precio|preço|valor) de referência em"
)
# An approximate weight: the product is weighed and priced by the piece it will be ("ca.
# 450 g", "Peso indicativo ca. 300 g", "約300g", "approx. 1.2 kg", "environ 500 g").
_APPROX_WEIGHT = Folded(
    r"(?:approx\.?|ungefähr|circa|\bca\.?|environ|約|около|ок\.|około|cca\.?|ongeveer|"
    r"noin|omkring|cirka|aprox\.?|aproximadamente)\s?\d+(?:[.,]\d+)?\s?(?:kg|g|gr|lbs?|oz)\b"
)
# Prices only some shoppers pay: members, loyalty cards, subscribers, trade accounts, codes.
# Words of a card that is no shop's own (a memory, graphics or SIM card in a bundle: "Set mit
# Speicherkarte: 349,00 €"; a gift card; paying by credit card), checked at each word
_NOT_SHOP_CARD = (
    r"(?!gift|geschenk|gutschein|speicher|grafik|sim|sd\b|micro|memory|graphics|netzwerk|"
    r"sound|video|kredit|credit|debit|ec\b)"
)
_MEMBER = Folded(
    # (not a marketplace seller's badge: "Member since 2011", "Mitglied seit 2019")
    # (nor the price for everyone beside it: "Non-member $119.20")
    r"\b(?<!non-)(?<!non )(?<!non)members?\b(?!\s+since)|membership|(?<!non-)(?<!non )\bclub\w*|"
    # Icelandic members' and club-card prices ("Félagsverð (með klúbbkorti): 22.495 kr.")
    r"félagsverð|klúbbverð|meðlimaverð|með klúbbkorti|"
    # a South African bank's rewards price ("eBucks price: R 12 349,05")
    r"\bebucks price\b|"
    r"loyalty|"
    # Hindi and Bengali "for (Plus) members" ("प्लस सदस्यों के लिए ₹1,21,990", "সদস্যদের জন্য")
    r"सदस्यों के लिए|सदस्य मूल्य|सदस्यता|সদস্যদের জন্য|সদস্য মূল্য|"
    # Polish "with the Club Card" ("Cena z Kartą Klubu: 169,99 zł")
    r"\bklubu\b|z kartą (?:klubu|stałego klienta|lojalnościową)|"
    # a marketplace's paid membership's price ("Preț Genius: 3.399,99 Lei")
    r"pre[țţt] genius|genius price|prix genius|"
    # Estonian, Latvian and Lithuanian "with the (partner, customer) card" ("Partnerkaardiga
    # 8,99 €", "Ar klienta karti", "Su lojalumo kortele"), "card price" ("Kaardihind")
    # (the shop's name between, of a few words: "Ar Labs Būvnieks klienta karti")
    r"\w*kaardiga\b|kaardihind|kaardi hind|\bar (?:[\w&.-]+ ){0,3}kart[ei]\b|klienta kart[ei]\b|"
    r"\bsu (?:[\w&.-]+ ){0,3}kortele\b|"
    # Thai "member price" ("ราคาสมาชิก ฿259"); Vietnamese "member", "VIP member" ("Thành
    # viên VIP: giảm thêm 5% còn 84.550₫", "Giá thành viên")
    r"ราคาสมาชิก|สำหรับสมาชิก|thành viên|hội viên|"
    # Malay and Indonesian "member price" ("Harga ahli: RM22.90", "Harga member", "Harga
    # anggota")
    r"\bharga (?:ahli|member|anggota)\b|"
    # Bengali "contractor's price" for registered contractors ("ঠিকাদার মূল্য:")
    r"ঠিকাদার|"
    # Hebrew club and members' prices ("מחיר למועדון החברים: ₪5,790", "לחברי מועדון בלבד"),
    # Arabic members' prices ("سعر الأعضاء", "للأعضاء فقط")
    r"מועדון|לחברי|מחיר חבר|سعر الأعضاء|سعر العضوية|للأعضاء|لأعضاء|أعضاء النادي|سعر النادي|"
    # (... and a paid membership named after "members": "سعر أعضاء بلس:")
    r"سعر أعضاء|"
    # with the shop's own card, named after it ("Z kartą Majsterka: 169,99 zł", "s kartou";
    # not "cu cardul", "kártyával": paying by card); a Danish customer club's price
    r"\bz kartą\b|\bs kartou\b|\bkundeklub\b|medlemspris|klubb?pris|klúbbs?verð|"
    # a regular customer's price: "Precio Cliente Frecuente $ 42.500", "Preço cliente fiel"
    r"cliente (?:frecuente|fiel|preferente|vip)|clientes frecuentes|"
    r"\brewards?\b|\bprime\b|"
    # a store card's offer: "Save $50 when you open a Home Harbor Card: $229.99"
    r"\bwhen you (?:open|apply for)\b|\bopen(?:ing)? an? [\w ]{0,30}card\b|"
    # the shop's own card as the amount's label: "Mit TechnikCard: 269,00 €", "with MegaCard:",
    # "avec la carte Fidélité :" (not a gift card's value)
    # or named in words before it: "R 4 749,00 with Smart Shopper card"
    r"\b(?:mit|with|avec|con|med|met|z)\s+(?:(?:der|die|the|la|le|el|la sua)\s+)?"
    rf"(?:{_NOT_SHOP_CARD}[^\W\d_][\w'’-]*\s+){{0,2}}{_NOT_SHOP_CARD}"
    r"\w*(?:card|karte|kaart|carte|tarjeta|carta|karta|kortet?)\s*(?:[:：]|$)|"
    # ... or after the card word, in Romance word order: "40,50 € avec la carte Comptoir",
    # "con la tarjeta Club" (not a gift card, a bank card, a credit card)
    r"\b(?:avec|con|com)\s+(?:la|votre|el|su|tu|o|seu)\s+(?:carte|tarjeta|carta|cart[ãa]o)\s+"
    r"(?!cadeau|bancaire|de cr[ée]dit|de d[ée]bit|regalo|de regalo|presente|de cr[ée]dito|"
    r"de d[ée]bito|visa|mastercard|amex)[^\W\d_]|"
    r"mitglied(?!\s+seit)|adhérent|adherent|\bmembres?\b(?!\s+depuis)|\bsoci[oa]s?\b|"
    r"miembros?(?!\s+desde)|\bleden|medlem|jäsen|üye|会員|회원|会员|會員價|會員專屬|會員優惠價|會員特價|會員限定|會員獨享|"
    # a price applied only after logging in, or by membership tier ("84,550원 로그인 후 적용 ·
    # 등급별 추가할인")
    r"로그인 후 적용|등급별\s?(?:추가\s?)?할인|ログイン後に適用|登录后可享|登入後可享|"
    # a Korean marketplace's paid club price ("스마일클럽가 84,550원", "와우회원가")
    r"클럽가|멤버십가|(?:스마일|와우)\s?클럽|클럽\s?(?:회원\s?)?(?:추가\s?)?할인가|"
    # a code's price ("Extra 20% off with code ZHEN20 – final price HK$ 479.20")
    r"\bwith (?:the |promo |discount |voucher )?code\b|\buse code\b|\busing code\b|"
    # a payment method's discount ("Pay with MTN MoMo and get 5% off: UGX 175,750")
    r"\bpay (?:with|via|using|by) [^:.]{1,30}\b(?:and|to) (?:get|save|enjoy)\b|"
    r"plus价|plus價|"
    # what a health fund's member pays with a prescription ("בהצגת מרשם – השתתפות עצמית
    # בקופת חולים ₪15.00", "Co-pay with insurance: $5", "Zuzahlung")
    r"השתתפות עצמית|(?<!no )\bco-?pay(?:ment)?\s*[:：]?\s*$|\bcopago\s*[:：]?\s*$|"
    r"(?<!keine )(?<!ohne )\bzuzahlung\s*[:：]?\s*$|(?<!kein )\beigenanteil\s*[:：]?\s*$|"
    r"ticket modérateur|\bcoparticipação\s*[:：]?\s*$|"
    # a Chinese marketplace's paid members' price ("88VIP 专享 ￥254.60", "会员专享价")
    r"\b88vip\b|\bvip\s?专享|专享价|專享價|"
    # a group buy's price ("拼单价 ¥19.9", "发起拼单 ¥4299.00（需2人成团）"): the price paid
    # alone ("单独购买") is the one nobody waits for
    r"拼单价|拼單價|拼团价|拼團價|发起拼单|發起拼單|团购价|團購價|成团价|成團價|需\d+人成团|"
    r"拼购价|拼購價|去拼单|去拼單|"
    # ... and in English ("Team up with 1 friend: ₱1,999.00 each", "Group price", "Group buy")
    r"\bteam up with\b|\bgroup (?:price|buy|deal)\b|"
    # ... and a group deal's next tier, once enough join ("عند وصول 100 مشترك ينخفض السعر إلى
    # 29.900 د.أ", "at 100 buyers the price drops to …")
    r"ي?نخفض السعر (?:إلى|الى)|\bprice drops to\b|"
    # a student's price by the proof of status it asks for ("🎓 Studentpris 3 140,- med gyldig
    # studentbevis", "with a valid student ID"; not "Student price" on a student ticket's page)
    r"\b(?:med|with|mit|met|avec) (?:(?:a |en |einem |une )?(?:gyldig|gyldigt|valid|gültigem|"
    r"geldige|valable)\s)?(?:studentbevis|student id|studentenausweis|studentenkaart|"
    r"carte (?:d'|d’)?étudiant)|"
    # (... or the student's e-mail it verifies: "Student price RM 4,499.00 — verify with your
    # university email", "verified students only")
    r"\bverif\w* with your (?:university|student|school|college|\.edu)\b|"
    # (a paid membership's members right before the amount: "PlusMembers pay $629.99"; not
    # "Non-members pay")
    r"(?<!non-)(?<!non )members? pays?\s*$|"
    # (a Turkish price in the basket, a discount applied there: "Sepette %5 indirimle 52.249,05
    # TL"; not "Ürün sepette 30 dakika ayrılır", held in the basket)
    r"\bsepette\b[^\d]{0,20}(?:indirim|%)|"
    # (a Tamil coupon's price: "கூப்பன் விலை ₹1,169")
    r"கூப்பன்|"
    # (a Finnish bonus customer's price: "Bonusasiakkaan hinta 59,90 €")
    r"\bbonusasiakk\w*|"
    r"with (?:a )?subscription|abonnement|abonné|trade (?:price|account)|\btrade\w*\s*:|"
    # a subscription in Central European languages ("Předplatné: každý měsíc za 499 Kč",
    # "Prenumerata", "Előfizetés")
    r"předplatn|predplatn|prenumerat|subskrypcj|előfizet|kestotilaus|"
    # ... the same in brackets after it ("$18.50 per cut (trade)")
    r"\(trade(?: only| price)?\)|"
    # a repeat delivery's price ("Autoship price $80.99", "Abo-Preis 17,90 €")
    r"auto-?ship(?: price)?\s*[:：]|auto-?ship price|repeat delivery price|abo-?preis|"
    r"spar-?abo|\bsparabo|"
    # a subscription's price ("定期便なら 3,960円～"), not a badge that one may subscribe
    r"定期便なら|定期便価格|定期購入価格|定期お届け価格|定期便で|"
    # a subscription's first delivery ("定期便 初回 1,650円", "初回限定価格")
    r"定期便\s*初回|初回(?:限定|お試し)?(?:特別)?価格|"
    r"card ?price|kundenkarte|"
    # "with the shop's card" in Russian and Ukrainian: "7 980 ₽ c Торг Картой", "по карте"
    r"картой|по карте|з карткою|карткою|"
    # Georgian "with the card" ("ბარათით: 80.91 ₾"), Romanian "with the loyalty card"
    # ("Preț cu cardul de fidelitate: 53,91 lei")
    r"ბარათით|card(?:ul)? de fidelitate|"
    # Uzbek, Kazakh and Azerbaijani "with the card" ("Karta bilan: 2 799 000 so'm")
    r"karta bilan|kartadan|картамен|kartamen|kartla\b|kart ilə|"
    # Russian and Ukrainian club prices ("Цена для участников клуба", "Клубна ціна")
    r"для (?:участников|членов) клуба|для учасників клубу|клубная цена|клубна ціна|"
    r"^\W*(?:вступить|вступити|стать участником)\W*$|"
    # German "with the (shop's) X-card" ("Mit Ecke-Karte: 1,75 €", not "mit Kreditkarte"), and
    # points redeemed for an amount off ("Redeem 500 points for a $10 discount")
    r"\bmit (?:der |ihrer |deiner )?(?!kredit|debit|giro|geschenk)[\w]{2,20}-karte\b|"
    # ... or its card named in English ("Mit AdlerCard nur 265,96 €")
    r"\bmit (?:der |ihrer |deiner )?(?!kredit|debit|gift|geschenk)[\w]{2,20}-?card\b|"
    r"kartenpreis|redeem [\d,.]+ (?:points|pts)\b|"
    r"with code|mit (?:dem )?code|avec (?:le )?code|con (?:el )?código|"
    # a price with a discount code in Polish, Czech/Slovak, Dutch, Italian, Portuguese, Nordic,
    # Hungarian, Turkish: "Cena z kodem", "s kódem", "met code", "con codice", "med kod"
    r"z kodem|s kódem|s kódom|met (?:de )?(?:kortings)?code|con (?:il )?codice(?! fiscale)|"
    r"com (?:o )?cupom|com (?:o )?código (?:de desconto|promocional)|med (?:rabatt)?kod(?:en)?\b|"
    r"kóddal|kuponnal|kupon kodu|indirim kodu|kod ile|"
    # Spanish "price with the coupon" ("Precio con cupón DESCANSO: $7,649.10")
    r"con (?:el )?cup[óo]n|"
    # Hungarian "for members only" ("Genius ár: 37.990 Ft csak Genius-tagoknak"), "member price"
    r"tagoknak|\btagár|"
    # Hungarian loyalty-card prices ("1 899 Ft Hűségkártyás ár", "Csak Hűségkártyával"),
    # Czech, Slovak, Romanian, Croatian and Finnish ones ("cena s věrnostní kartou", "Preț
    # card fidelitate", "Cijena s karticom vjernosti", "Kanta-Asiakashinta")
    r"hűségkártyá|hűségár|törzsvásárlói ár|klubkártyá|věrnostní kart|vernostnou kart|"
    r"card fidelitate|"
    r"kartic\w* vjernosti|kartic\w* lojalnosti|kanta-?asiakas|bonusasiakas|"
    # Finnish "with the card", "card benefit" ("5,99 € /kpl, Plussa-kortilla", "S-Etukortilla")
    # and "… benefit", "member price" ("Plussa-etu 5,99 €", "Jäsenhinta")
    r"\w-?kortilla\b|kortilla\b|kortin haltija|[^\W\d_]-etu\b|jäsenetu|jäsenhinta|etuhinta|"
    # Norwegian and Swedish club prices ("Klubbpris 4 290,-"), Korean "the most with every
    # benefit" (card discounts and points: "최대혜택가"), Turkish "with the card" ("Teknokent
    # Kart ile ödemelerde %5 indirim")
    r"klubbpris|최대\s?혜택가|\bkart\w? ile\b|"
    # Icelandic club and loyalty prices ("Vildarklúbbsverð: 8.990 kr. fyrir meðlimi")
    r"klúbbsverð|vildarverð|fyrir meðlimi|"
    # a discount for paying cash, as Bangladeshi shops label it ("Cash Discount Price")
    r"cash discount price|"
    # a Chinese national subsidy's or trade-in's price, for those who qualify ("国补价
    # ¥3059.15", "以旧换新到手价 ¥3099")
    r"国补|國補|国家补贴|國家補貼|政府补贴|以旧换新|以舊換新|"
    # ... handing in the old one ("Precio entregando tu batería usada $99.990")
    r"entregando (?:tu|su|el|la)\b|al entregar (?:tu|su)\b|na troca d[oa] seu|"
    r"with (?:your )?trade-in|trade-in price|bei inzahlungnahme|"
    # what the shop pays for one ("この商品の買取価格：¥300", "Trade-in value", "Ankaufspreis")
    r"買取価格|買取金額|買取額|매입가|收购价|回收价|trade-in value|buyback price|ankaufspreis|"
    r"prix de rachat|valor de recompra|we(?:'ll| will)? pay you|wir zahlen (?:dir|ihnen)|"
    r"nous vous (?:payons|versons)|te pagamos|ti paghiamo|vi betaler deg|vi betalar dig|"
    # a Catalan bookshop's members' price ("Socis del Raval (5% dte.): 33,16 €")
    r"\bsocis\b|preu (?:de )?soci|"
    # a store card's price by its name ("Precio SaludCard $11.490")
    r"\bprecio\s+[^\W\d_]*card\b|\bpreço\s+[^\W\d_]*card\b|"
    # a wallet's or card's exclusive price ("Precio exclusivo con Monedero del Ahorro")
    r"precio exclusivo (?:con|para)|preço exclusivo (?:com|para)|"
    # an Icelandic tradesman's price, shown on logging in ("Fagmannaverð 21.246 kr.")
    r"fagmannaverð|fagmannsverð|"
    # Turkish "exclusive to Premium" ("Premium'a özel 11.999,00 TL")
    r"premium['’]?[ae] özel|"
    # a subscription's member price in Danish, Norwegian, Swedish ("Premium-pris 239,95 kr.")
    r"\bpremium-?pris|"
    # Czech and Slovak "with <shop> Premium/Club" ("S Rohlíková Premium 429,90 Kč")
    r"(?<!\w)(?:s|se)\s+(?:[^\W\d_]+\s+){1,2}(?:premium|klub|club|plus)\b|"
    # ... and its label alone ("Premium cena 49,90 Kč")
    r"\bpremium cena\b|"
    # a tourist's tax-free price, refunded on leaving ("Tax-free verð fyrir ferðamenn: 20.153
    # kr.", "Tax-free price for tourists"; not a ferry shop's own "Tax-free price")
    r"ferðamenn|for tourists|für touristen|pour les touristes|para turistas|"
    # "with the coupon" in Turkish ("Kuponla 1.169,99 TL"), and labelled so in Czech,
    # Polish, Indonesian ("S kupónem: 4 941 Kč", "Cena z kuponem", "Harga dengan kupon")
    r"kuponla|kupon ile|s kupónem\s*:|z kuponem\s*:|cena s kupónem|cena z kuponem|"
    r"harga dengan kupon|"
    # Indonesian "use the code", "with the code" ("Pakai kode HEMAT50: potongan Rp 50.000")
    r"pakai kode|dengan kode|gunakan kode|"
    # Chinese "after claiming the coupon" ("领券后 ¥569.00", "券后价")
    r"领券后|領券後|券后|券後|"
    # (Arabic "the coupon takes the price down to": "كوبون SAVE10 يخفض السعر إلى ٤٩٤٫١٠ ر.س")
    r"(?:كوبون|الكوبون|بكوبون)[^:：]{0,25}(?:يخفض|ينزل|يصبح)\s*السعر\s*(?:إلى|الى|لـ?)"
    r"(?![\u0600-\u06ff])|"
    # a price for cash or bank transfer in Serbian ("za gotovinu", "virmanski") and Turkish
    # ("Havale/EFT ile ₺1.187,41", "Havale / EFT: 4.512,50 TL")
    r"gotovin|virmansk|uplatom na račun|\bhavale\b|"
    # ... in Serbian Cyrillic ("Цена за уплату на рачун / готовину: 123.499,00 дин.")
    r"готовин|вирманск|уплат(?:ом|у) на рачун|uplatu na račun|"
    # a paid membership's price as its own label ("Pro Price $341.99"; not "Redmi Note 13 Pro
    # Price: ₹25,999", a product's name)
    r"(?<!\w )(?<!\w)pro price|"
    r"promo ?code|code promo|voucher|gutschein|fedelt[àa]|fidélité|fidelidad|fidelidade|"
    r"treuekarte|적립|积分|積分|نقاط|con tarjeta|precio tarjeta|com (?:o )?cartão|preço cartão|"
    r"tarjeta (?:tienda|cmr|ripley|cencosud|paris|lider|presto)|"
    # Falabella's store card: "Precio CMR $ 1.199.900", "$ 47.500 con CMR" (not the
    # recording method of a hard drive, "SATA · CMR")
    r"precio cmr|con cmr\b|"
    r"kartą klubową|store card|törzsvásárló|hűségkártya|hűségpont|kundeklubb|kundklubb|"
    r"bonuskort|kanta-?asiakas|stałego klienta|věrnostní|"
    # Finnish "for (loyalty) customers", "when logged in": "Plussa-hinta 34,90 € Plussa-
    # asiakkaille kirjautuneena"
    r"(?<!kaikille )asiakkaille|asiakashinta|kirjautunee|"
    # trade prices for logged-in professionals ("Proffpris", "Fagpris", "Hantverkarpris")
    r"proffs?pris|\bproffs?\b|fagpris|hantverkarpris|håndværkerpris|"
    # (Icelandic "professionals' price", "for professionals": "Fagaðilaverð: 2.545 kr.")
    r"fagaðilaverð|verð (?:fyrir|til) fagaðila|"
    # Estonian "business customer's price" ("Ärikliendi hind: 23,29 € + km")
    r"äriklien|"
    # card discounts: "카드할인가", "청구할인" (billed discount), "card discount"
    r"카드할인|카드 할인|카드혜택가|청구할인|card discount|"
    # a card's price beside the cash price (Hong Kong and Taiwan shops' "信用卡價", "刷卡價";
    # South Asian shops' "Card Price Rs. 71,225.00")
    r"信用卡[價价]|刷卡[價价]|(?<!gift )(?<!store )(?<!rewards )\bcard price\b|"
    # loyalty points and what they are worth: "39,820ゴールドポイント（￥39,820相当）"
    r"還元|実質価格|実質|カードで|"
    # a price for those who sign up: "FIRST price $239.99 Join now"
    r"join now|join for free|join today|become a member|jetzt beitreten|mitglied werden|"
    r"word lid|bli medlem|bliv medlem|únete|iscriviti|inscris-toi|dołącz|"
    # Korean benefit and level prices, a card's percent; coupons in Hindi; bank transfer
    # (a card's or a card company's instant discount, "카드 즉시할인가"; an instant discount
    # alone, "즉시할인가 39,800원", is everyone's; a member's level "Lv.3", not an item
    # number's "TM-LV60")
    r"혜택가|(?:카드|카드사|쿠폰)\s?즉시할인|카드\s?결제\s?시|\S*카드\s?\d+\s?%|(?<![\w-])lv\.?\s?\d|कूपन|"
    r"con transferencia|"
    # a store card's price as its label: "Precio Ripco Card", "Precio con Tarjeta", "Tarjeta
    # Inka S/ 549.00"
    # (not a gift card, a graphics card, a memory card: "Tarjeta Regalo", "Tarjeta Gráfica")
    r"precio(?: con)? (?:tarjeta|\w+ card)\b|"
    r"\btarjeta\s+(?!regalo|gr[aá]fica|madre|digital|de\b|sd\b|micro|sim\b|red\b|memoria)"
    r"\w+\s*:?\s*$|"
    # Korean "when paying with the … card" ("봄카드 결제 시 26,000원")
    r"카드\s?결제\s?시|카드로 결제|"
    # a bank transfer's price ("Precio contado/transferencia: $ 1.349.999,10 (10% off)")
    r"/\s?transferencia|transferencia\s?:|por transferencia|transferencia bancaria|"
    r"voordeelpas|klantenpas|klantenkaart|"
    # a marketplace wallet's price: "4 452 ₽ с WB Кошельком"
    r"кошельк|кошелёк|wallet price|with (?:the )?wallet|"
    # IKEA's loyalty club's price ("IKEA Family-pris", "IKEA Family price")
    r"\bikea\w*\s+family\b|"
    # a price in the shop's app only: "Cena w aplikacji", "App-Preis", "In-app price", "Prix
    # dans l'appli", "Precio en la app", "Preço no app", "アプリ価格", "앱 가격"
    r"cena w aplikacji|\bapp-?preis|nur in der app|"
    r"\bin-?app price|\bapp price\b|"
    # ... in English said otherwise ("App-only price ₹2,399 – download the app"; not "App
    # exclusive colourway", a product only the app sells)
    r"\bapp[- ](?:only|exclusive) (?:price|deal|offer)|"
    r"\bprice (?:only )?(?:in|on) (?:the|our) app\b|"
    r"prix (?:dans l['’]|sur l['’])app|dans l['’]appli|precio en (?:la )?app|"
    r"preço no app|prezzo (?:in|nell['’])app|アプリ価格|アプリ限定|앱 가격|앱 전용|"
    # ... an extra discount in the app ("Extra -10% sull'app Roma Moda: 161,10 €", "Extra 10%
    # in der App", "-10 % dans l'app", "10% extra en la app")
    r"(?:sull|nell|dall)['’]app\b|\bin der app\b|\bdans l['’]app|\ben la app\b|\bno app\b|"
    r"depósito bancario",
    re.I,
)
# Classes of blocks whose prices are conditional or partial: member and coupon prices,
# quantity tiers, instalments, unit prices, the prices printed on variant swatches.
_SIDE_CLASS = gated(
    r"member|loyalty|\bclub|klubb|coupon|upcoming|successor|cup[oó]n|kupon|\bsubscri|voucher|\btier(?:ed)?\b|tier-?price|"
    # a repeat delivery's price ("PriceBlock_autoship", "autoship-price", "repeat-delivery")
    r"auto-?ship|repeat-?delivery|"
    r"prices?-tier|"
    # IKEA Family's member price ("pip-price-module__ikea-family-price")
    r"ikea-?family|"
    r"bulk-?pric|volume-?pric|quantity-?(?:discount|price)|qty-?(?:discount|price)|instal|"
    r"financ|\bunit-{0,2}price|price-?per-?unit|swatch|afterpay|klarna|affirm|sezzle|clearpay|"
    r"\bbnpl|pay-?later|\bbid\b|\bbids\b|bid-?price|\bpoints?\b|(?:variation|variant)-?(?:selector|picker)|"
    # a currency switcher's output: the price converted, not the price charged
    r"money-?convert|converted|currency-?conver|price-?convert|approx|"
    # a protection plan or warranty offered beside the product ("protection-plan")
    r"protection-?plan|warranty-?(?:option|offer|upsell|plan)|\bwarranty\b|"
    # other versions or products offered instead ("<div class=alternativas>Versión estándar:
    # 349,99 €" under a sold-out notice)
    # (a class of its own, plural: not a modifier, "price--alternative", nor Nordic
    # "alternativ", an option)
    r"(?<![-\w])alternati(?:ves|vas|vos|ven)\b|(?<![-\w])alternative-products?\b|"
    # a price for one way of paying or a benefit level, named by the developers in English
    # whatever the page's language: "payment-discount-price", "price-info__row--benefit"
    r"payment-?discount|transfer-?(?:price|discount)|cash-?discount|\bbenefit|"
    # a store card's price ("cmr-price", "precio-tarjeta", "preco-cartao"; not a gift card's
    # nor a UI card's: "gift-card-price", "price-card", "tarjeta-producto")
    r"\bcmr\b|precio-?tarjeta|tarjeta-?(?:price|precio)|pre[cç]o-?cart[aã]o|cart[aã]o-?pre[cç]o|"
    # a BEM unit-price element: "pdp-price__unit"; a price per unit ("ppu",
    # "price-per-unit", "unit-price": per softgel, per kg)
    r"price-{1,2}unit\b|\bppu\b|price-?per-?unit|\bunit-price\b|"
    # (a price box's BEM element: "price-box__unit")
    r"price[\w-]*__unit\b|"
    # German shops' legal unit price ("grundpreis"), Shopware's "price-unit-reference"
    r"grundpreis|price-unit-reference"
)
_FROM = gated(
    # (Hungarian "-tól" before the amount: "-tól 12 990 Ft / folyóméter")
    r"(?:^|\s)-t[óő]l\s*$|"
    # (German "ab", not a grade "AB": "ランク AB 198,000円")
    r"(?:^|[\s(（])(?:from|starting at|starts at|as low as|(?-i:[Aa]b)|à partir de|dès|desde|"
    r"a partir de|a partire da|da|vanaf|fra|från|od|от|від|од|већ од|από|alkaen|alk\.|tól|"
    r"től|nuo|"
    # Romanian "de la 39,99 lei", Catalan "des de 89,00 €"
    r"de la|des de|"
    r"alates|sākot no|ابتداءً من|ابتداء من|"
    r"يبدأ من|החל מ-?|mulai dari|mulai|harga dari|daripada|từ|เริ่มต้น|ราคาเริ่มต้น|"
    # Malagasy "starting from" ("Manomboka amin'ny 1 690 000 Ar")
    r"manomboka amin['’]ny|"
    # Tagalog "from", "starting at" ("Mula sa ₱4,500", "Simula sa")
    r"mula sa|simula sa|"
    # Armenian "starting from", before the amount ("սկսած 185 000 ֏"), and Turkish when a page
    # writes it before the number too ("başlayan fiyatlarla 12.490,00 TL"; usually after it)
    r"սկսած|սկսյալ|başlayan fiyatlarla|başlayan|"
    # (Nepali "starting price": "सुरु मूल्य रु. २४,५००"; not Hindi "शुरुआती कीमत", as often an
    # introductory price)
    r"सुरु मूल्य)\s*:?\s*$|"
    # (Kazakh and Kyrgyz "starting" as the whole label: "бастап 45 000 ₸"; not "Бүгіннен
    # бастап", starting today)
    r"^\W*(?:бастап|баштап)\s*:?\s*$|"
    # (Thai "starting (at)" after the words it ends, no space between: "ในแพลตฟอร์มเริ่มต้น
    # ฿7,900")
    r"ราคาเริ่มต้น(?:ที่)?\s*:?\s*$|เริ่มต้นที่\s*:?\s*$|"
    r"から$|起$|"
    # Malay and Indonesian "dari" (from) as the whole label ("Dari Rp 159.000"; not "Cotton
    # Floor Dari", a rug)
    r"^\W*dari\s*:?\s*$|"
    # ... and Hebrew "from", its prefix with a hyphen or "starting from" ("דגמים נוספים מ-₪349.00",
    # "החל מ-₪199")
    r"(?:^|\s)(?:החל )?מ-\s*$|(?:^|\s)החל מ\s*$|"
    # ... and Latvian "no" (from), the whole label ("no 590,00 €" of a made-to-measure suit)
    r"^\W*no\s*$|"
    # (... and after "price": "Cena no € 1 890,00" of a configurator)
    r"\bcenas? no\s*:?\s*$|"
    # Arabic and Persian "from" as the whole label ("من ٤٫٥٠٠ ر.ع", "از ۲۵۰٬۰۰۰ تومان")
    # (not "أكثر من", more than: a threshold's)
    r"(?:^|(?<!أكثر)(?<!أقل)(?<!بیش)\s)(?:من|از)\s*:?\s*$",
    re.I,
)
_SHIPPING = Folded(
    # (not "One-off delivery £35.00", a subscription's one-off purchase)
    r"shipping|(?<!one-off )(?<!one-time )(?<!one off )(?<!single )delivery|versand|"
    r"lieferung|livraison|envío|envio|spedizione|verzending|送料|"
    r"frais de port|porto|frakt|fragt|kurier|frete|orders? (?:over|above)|on orders|\bfees?\b|"
    # (and a spend threshold in Bulgarian, Russian and Ukrainian: "при поръчка над 40,00 €")
    r"поръчк[аи] (?:над|от)|при заказе (?:от|свыше)|при замовленні від|"
    # (and a courier's fee in Serbian and Croatian: "Kurirska služba 450 din.")
    r"kurirsk|курирск|"
    # (and French service and protection fees: "Frais de protection de l’acheteur : 4,99 $")
    r"(?<!sans )(?<!aucuns )(?<!pas de )frais de (?:protection|service|traitement|dossier)|"
    # (and the Spanish freight as the line's label: "Flete: Gs. 80.000 dentro de Asunción")
    r"^\W*flete\s?:|"
    # Arabic "fees" leading the line ("رسوم المواد BD 3.500 تُدفع في الموقع", materials)
    r"^\W*رسوم\s|"
    # Icelandic delivery ("Heimsending á höfuðborgarsvæðinu 1.990 kr.", "Sending 1.490 kr."),
    # Danish and Norwegian shipping ("Forsendelse 65 kr.")
    r"heimsending|sendingarkostna|^\W*sending\b|forsendelse|\bafhentning|\bavhenting|"
    # (Icelandic "sent by post", a classified's postage: "Sent með pósti: 4.990 kr.")
    r"(?:sent|send) (?:með|í) pósti|póstsending|burðargjald|"
    # Japanese parcel services named as the shipping ("ゆうパック100サイズ 1,200円", "宅急便")
    r"ゆうパック|宅急便|ネコポス|レターパック|クリックポスト|"
    # Latvian delivery ("Piegāde 3,99 €"), Slovenian postage ("Poštnina: 4,50 €"), Lithuanian
    # shipping and delivery ("Siuntimas 4,99 €", "Pristatymas iš Lenkijos per 3–5 d. d. · 6,99 €")
    r"piegāde|poštnin|siuntim|(?<!su )pristatym|"
    # Malay delivery ("Penghantaran percuma atas RM150.00", "Pos percuma")
    r"penghantaran|pos percuma|"
    # (and Malay postage as the line's label: "Pos: RM 25.00")
    r"^\W*pos\s?:|"
    # a parcel locker's fee ("Pakiautomaati 3,99 €", "Paczkomat 12,99 zł", "Pakkeautomat"),
    # Georgian delivery ("მიწოდება თბილისში 7 ₾"), Arabic shipping to a place ("شحن
    # للمحافظات 150 ج.م")
    r"pakiautomaa|paczkomat|pakkeautomat|pakettiautomaat|smartpost|\bomniva\b|მიწოდება|"
    r"شحن (?:ل|إلى)|"
    # a Czech or Slovak fee ("Cena včetně recyklačního poplatku 190 Kč")
    r"\bpoplat(?:ek|ku|kem|ky)\b|\brecyklačn|"
    # Persian shipping and postage costs ("هزینه ارسال: ۱٬۵۰۰٬۰۰۰ ریال")
    # (and free delivery with the cost elsewhere: "ارسال رایگان به تهران · سایر شهرها ۲٬۵۰۰٬۰۰۰
    # ریال")
    r"هزینه (?:ارسال|حمل|پست)|ارسال|"
    # a courier in Russian and Ukrainian ("Курьер — послезавтра, 99 ₽")
    r"курьер|кур['’]єр|"
    # Tajik and Uzbek delivery ("Расонидан дар Душанбе 15 сомонӣ", "Yetkazib berish")
    r"расонидан|yetkazib berish|етказиб бериш|"
    # Amharic delivery and transport ("ማድረስ 150.00 ብር", "ትራንስፖርት በኪ.ሜ 45.00 ብር")
    r"ትራንስፖርት|ማድረስ|ማድረሻ|ማጓጓዣ|"
    # Italian and Portuguese home delivery and its cost ("Consegna a domicilio 39,90 €",
    # "Spese di consegna", "Taxa de entrega"; not "consegna in 2 giorni", a time)
    r"consegna a domicilio|(?:spese|costi?) di consegna|\bconsegna\s*:|"
    r"entrega (?:em|a) domic[ií]lio|(?:taxa|custo|costo|costos|cargo) de entrega|"
    # Hebrew shipping and hauling ("משלוח: ₪49", "הובלה והרכבה: ₪290")
    r"משלוח|הובלה|"
    # Norwegian, Danish, Dutch and Swedish delivery ("Hjemlevering med innbæring: 1 490,-",
    # "Levering: 49 kr.", "Hemleverans 595 kr"; not "leveringstid", the time it takes, nor
    # "Pris inkl. levering", a price with it)
    r"(?<!inkl\. )(?<!inkl\.)(?<!inkl )(?<!incl\. )(?<!incl )(?<!inklusive )(?<!inkludert )"
    r"(?<!inklusiv )\b(?:hjem|heim|hjemme|hem|thuis)?(?:levering|leverans)\b|"
    # a courier's fee by its route ("Courier – North Island $89.00"; not a courier bag), in
    # Afrikaans and Dutch too ("Koerier: R 99,00")
    r"\bcouriers?\b(?!\s*(?:bag|backpack|pack|satchel))|"
    r"(?<!incl\. )(?<!incl )(?<!inkl\. )(?<!inkl )(?<!inclusief )(?<!met )\bkoerier\b|"
    r"éco-part|"
    # Swahili shipping and delivery ("Usafirishaji: Nairobi KSh 350", "Gharama ya usafiri")
    r"usafirishaji|uwasilishaji|gharama ya (?:usafiri|kusafirisha|uwasilishaji)|"
    # Finnish home delivery and transport ("Kotiinkuljetus 79,00 €", "Kuljetus")
    r"kotiinkuljetus|\bkuljetus|"
    # Filipino "shipping fee" ("Bayad sa padala: ₱60.00")
    r"bayad sa padala|\bpadala\b|"
    r"eco-?part|pfand|deposit|"
    # the Dutch deposit or guarantee ("Palletwaarborg: € 15,00 per pallet (terugbetaald bij
    # retour)", "Waarborg gasfles: € 25,00")
    r"waarborg|statiegeld|"
    # Czech, Slovak and Polish deposits ("Záloha za paletu 12,00 € (vratná)", "Kaucja za
    # paletę 40 zł")
    r"\bzáloh[auy]?\b|\bkaucj[aięy]\b|"
    # a core charge, refunded on returning the old part ("Skilagjald: 1.500 kr. endurgreitt
    # við skil", "폐배터리 반납 시 3,000원 환급", "Altteilpfand", "core charge")
    r"skilagjald|endurgreitt|반납\s?시|환급|altteilpfand|\bcore (?:charge|deposit|refund)|"
    # Arabic and Persian container deposits ("+ تأمين العبوة 0.500 د.أ (مسترد)", "ودیعه")
    r"تأمين (?:ال)?عبوة|تامين (?:ال)?عبوة|رهن (?:ال)?عبوة|(?:ال)?عربون|ودیعه|"
    # the Nordic deposit ("Pallepant: 150,00 kr. pr. palle", "+ pant 2 kr"; not "pant", a
    # trouser in American English)
    r"pallepant|flaskepant|returpant|\bpant\s*:|\+\s?pant\b|"
    # delivery in Bengali, Hindi, Nepali, Urdu
    r"ডেলিভারি|ডেলিভারী|শিপিং|डिलीवरी|डिलिवरी|शिपिंग|डेलिभरी|ڈیلیوری|ڈلیوری|شپنگ|"
    # Bengali and Hindi "transport cost" ("পরিবহন খরচ: ঢাকার মধ্যে ৳ ২,৫০০ প্রতি ট্রিপ")
    r"পরিবহন খরচ|परिवहन शुल्क|"
    # Mongolian "delivery" ("Хүргэлт Улаанбаатар хотод 5,000₮")
    r"хүргэлт|"
    # delivery in Tamil, Azerbaijani, Afrikaans and Kinyarwanda ("டெலிவரி: Rs. 450.00",
    # "Çatdırılma: | Bakı daxili 5 ₼", "Aflewering R 60,00", "Kugeza mu rugo: 3,000 Frw")
    r"டெலிவரி|çatd[ıi]r[ıi]lma|aflewering|kugeza mu rugo|"
    # ... Sinhala "transport", "delivery" ("ප්‍රවාහනය Rs. 45,000 සිට")
    r"ප්\u200dරවාහන|ප්රවාහන|බෙදාහැරීම|ඩිලිවරි|"
    # ... Khmer "delivery" ("ដឹកជញ្ជូនក្នុងភ្នំពេញ ៨,០០០៛")
    r"ដឹកជញ្ជូន(?!ឥតគិតថ្លៃ|រហ័ស|ដោយឥត)|"
    # a hire's security deposit and cleaning fee ("Kaution | CHF 100.–", "Reinigungspauschale",
    # "Dépôt de garantie", "Cauzione", "Fianza")
    r"\bkaution\b|reinigungs(?:pauschale|gebühr|kosten)|cleaning fee|dépôt de garantie|"
    r"\bcauzione\b|\bfianza\b|frais de nettoyage|"
    # (an English "security deposit")
    r"security deposit|"
    # "+ Despacho $149": a delivery fee added, in Chile and Mexico (not "Despacho en 24h",
    # dispatch time; "despacho gratis" is free shipping, "+ despacho" after a price leaves it out)
    r"\+\s?despacho\b|"
    # delivery in Catalan and Basque ("IVA inclòs · Enviament 2,95 €", "Bidalketa 4,90 €")
    r"\benviament|\bbidalketa|"
    # the threshold of a free-shipping offer: "compras acima de R$ 299,00"
    r"acima de|(?:compras?|pedidos?) (?:superiores|mayores|a partir)|bestellwert|"
    # (Finnish "over", right before the amount: "kosmetiikkalaukku yli 60 € ostoksiin")
    r"(?<![^\W\d_])yli\s*$|"
    # (an escrow's fee, named right before the amount: "Malipo salama (Escrow): ada KSh 350"; not
    # "Buy with escrow: KSh 35,000")
    r"\bescrow\)?\s*[:：]?\s*(?:ada|fee|fees|charge)\s*[:：]?\s*$|"
    r"\bescrow (?:fee|charge)s?\s*[:：]?\s*$|"
    # (the rest of a country, after free delivery in one place: "Free delivery in Muscat. Other
    # regions OMR 2.000", "Rest of Kenya: KSh 500")
    r"\b(?:other|all other) (?:regions|areas|cities|governorates|emirates|provinces|states|"
    r"counties|towns|locations)\s*[:：]?\s*$|\brest of (?:the )?[^\W\d_]+\s*[:：]?\s*$|"
    # (orders over an amount, right before it: "Cadou … la comenzi peste 300 lei", "bei
    # Bestellungen über 50 €", "pour toute commande de plus de", "zamówień powyżej")
    r"comenzi(?:le)? (?:de )?peste\s*$|bestellungen (?:über|ab)\s*$|"
    r"commandes? (?:de plus de|supérieures? à|dès)\s*$|ordini (?:superiori a|sopra|oltre)\s*$|"
    r"bestellingen (?:boven|vanaf)\s*$|zamówie(?:ń|nia|niu) (?:powyżej|od)\s*$|"
    r"objednávk(?:y|ách|u) nad\s*$|rendelés(?:ek)? (?:felett|fölött)\s*$|"
    r"minimum order|spend over|purchases? over|\bmin(?:imum|\.)? spend|"
    # ... in Thai, Vietnamese and Indonesian ("เมื่อซื้อครบ ฿1,500", "cho đơn từ ₫300.000",
    # "min. belanja Rp100rb")
    r"เมื่อซื้อครบ|ซื้อขั้นต่ำ|ขั้นต่ำ|đơn (?:hàng )?từ|đơn tối thiểu|min\.? belanja|minimal belanja|"
    # ... and Chinese "free shipping once the basket reaches" ("满额包邮 ¥352.00")
    r"满额包邮|滿額包郵|满额|滿額|包邮门槛|"
    # a basket's minimum ("Minimum basket $10.00", "Mindestbestellwert", "Minimale bestelling")
    r"minimum (?:basket|cart|checkout)|mindestbestell|minimale bestel|commande minimum|"
    # ... in more languages ("Minimalus užsakymas 300 € be PVM", "Minimální objednávka")
    r"minimalus užsakymas|minimālais pasūtījums|minimaalne tellimus|minimalne zamówienie|"
    r"minimáln[íy] objednávk|minimálna objednávka|minimalna narudžba|minimális rendelés|"
    r"comand[aă] minim[aă]|ordine minimo|minsta order|minimumsordre|minimumordre|"
    # a reward's terms: "Earn $10 Kestrel Cash for every $50 spent"
    r"\bfor every\s*$|\bearn\s*$|"
    # a coupon's minimum purchase right before its amount: "Cupón 5% OFF. Compra mínima
    # $1,500" (not "Pedido mínimo 1 cx · R$ 54,90", a box as the least one orders)
    r"(?:compra m[íi]nima|pedido m[íi]nimo|m[íi]nimo de compra|valor m[íi]nimo)\s*:?\s*$|"
    # "Cost to ship: $4.99", freight ("Speditionskosten") and fees a price includes
    # ("inkl. vRG CHF 1.20": the Swiss recycling fee, the French éco-participation)
    r"\bship\b|postage|spedition|fracht|freight|\bvrg\b|recycling|ecotax|écotaxe|cost to deliver|"
    r"éco-?participation|eco-?participation|\bweee\b|\bdeee\b|\braee\b|urheberrechtsabgabe|"
    # recycling fees by their local names: the Swiss TAR, Belgian Recupel/Bebat, Canadian EHF
    r"recupel|bebat|\behf\b|eco-?fee|[ée]co-?frais|\bmiljøgebyr|\bmiljöavgift|"
    # the TAR by its words ("Taxe anticipée de recyclage incl. CHF 0.46")
    r"(?:taxe|contribution|frais|participation)[\w\s']{0,20}\bde recyclage|"
    r"(?:tassa|contributo)[\w\s']{0,20}\bdi riciclaggio|"
    r"ecovalor|ecotasa|eco-?tassa|contributo ambientale|taxa verde|taxă verde|timbru verde|"
    # fees and gifts' worth in Hindi and Thai: "पैकेजिंग शुल्क", "(มูลค่า ฿1,290)"
    r"(?<!निः)शुल्क|มูลค่า|valued at|gift worth|"
    # the cost of delivery in Asian, Middle Eastern and Slavic shops' words
    # (and the fee named after the delivery: "Giao hàng tận nơi trong 2 giờ: phí $4.99")
    r"phí vận chuyển|phí giao hàng|phí ship|giao hàng[^\d\n]{0,40}\d*[^\d\n]{0,12}phí\s*:?\s*$|"
    # (and Burmese delivery charge, "ပို့ခ ၃,၀၀၀ ကျပ်")
    r"ค่าจัดส่ง|ค่าส่ง|ပို့ခ|ပို့ဆောင်ခ|ongkir|ongkos kirim|biaya kirim|"
    # (Khmer and Lao delivery fees: "ថ្លៃដឹកជញ្ជូនក្នុងភ្នំពេញ៖ ៥,០០០ ៛", "ຄ່າຂົນສົ່ງ:")
    r"ថ្លៃដឹកជញ្ជូន|ថ្លៃដឹក|ຄ່າຂົນສົ່ງ|ຄ່າສົ່ງ|"
    # (Faroese and Icelandic shipping: "Skipaflutningur til oyggjarnar kr. 350,00",
    # "Sendingarkostnaður")
    r"flutningur|heimkoyring|sendingarkostna[ðd]|sendingargjald|"
    r"biaya pengiriman|배송비|運費|运费|رسوم الشحن|رسوم التوصيل|تكلفة الشحن|مصاريف الشحن|"
    # (Arabic fees for paying on delivery: "رسوم الدفع عند الاستلام 25.00 ج.م")
    r"رسوم الدفع عند الاستلام|رسوم الخدمة|"
    # Taiwanese home delivery and convenience-store pickup ("宅配 NT$100", "超商取貨 NT$60")
    r"宅配|超商取貨|超商取货|超取|店到店|"
    # Korean delivery to Jeju and remote islands, charged extra ("제주/도서산간 3,000원 추가")
    r"도서산간|"
    # Korean authentication and appraisal fees ("정품 감정서 발급 시 감정료 30,000원 별도")
    r"감정료|감정비|"
    # a Chinese spend threshold right before its amount ("滿 NT$2,000 享 9 折", "满199减20")
    r"(?:^|[\s，,每])[滿满]\s*$|"
    # ... and the amount taken off past it ("每满100元减50元": 50 off every 100 spent)
    r"[滿满]\s*[¥￥]?\s*\d+(?:\.\d+)?\s*元?\s*[减減]\s*$|"
    # a carrier named before its fee ("Arrives by 18–22 Nov · Royal Mail £3.15", "DHL 4,99 €")
    # a state fee for a permit or licence (Estonian "riigilõiv": "Jahitunnistuse uuendamine
    # 10,00 € (riigilõiv)"), a Georgian rental ("ქირაობა: 15 ₾ დღეში")
    # (and Lithuanian, Latvian and Estonian rentals as the label: "Nuoma: 25,00 €/parai")
    r"riigilõiv|ქირაობა|(?<!\w)nuoma\s*:|(?<!\w)noma\s*:|(?<!\w)rent\s*:|"
    # ... and rentals in more languages, a word or two of the term before the colon ("Hyr
    # helg: 495 kr" beside "Köp: 1 295 kr", "Miete pro Wochenende:", "Rental (3 days):")
    # (and Icelandic "Leiga: 4.900 kr. á dag")
    r"(?<!\w)(?:hyr|hyra|leie|leje|miete|huur|vuokra|alquiler|noleggio|aluguel|aluguer|leiga|"
    r"wynajem|wypożyczenie|pronájem|rental|hire)(?:\s+[^\W\d_]{2,14}){0,2}"
    r"(?:\s*\([^()]{1,20}\))?\s*[:：]\s*$|"
    # an import's duties and customs fees ("Import duty ₦35,000 added at checkout", "Zoll")
    # (not "Import duties included": the price with them)
    r"(?:import dut(?:y|ies)|customs (?:dut(?:y|ies)|fees?|clearance))"
    r"(?!\s*(?:(?:are|is)\s+)?(?:included|incl|paid|prepaid))|einfuhrabgabe|zollgebühr|"
    r"droits de douane|derechos de importaci[óo]n|dazi doganali|"
    # (... in Arabic and Persian: "رسوم استيراد 1.500 د.ك", "رسوم جمركية", "عوارض گمرکی")
    r"رسوم (?:ال)?استيراد|(?:ال)?رسوم (?:ال)?جمركية|عوارض گمرکی|حقوق گمرکی|"
    r"royal mail|\bevri\b|\bdhl\b|\bdpd\b|\bgls\b|\bfedex\b|\busps\b|\bups\b|postnl|"
    r"colissimo|chronopost|\binpost\b|paczkomat|canada post|australia post|postnord|"
    r"\b[ab]-post\b|swiss post|"
    # (Czech and Slovak carriers and pick-up points: "Zásilkovna 79 Kč", "PPL 119 Kč")
    r"zásilkovn|zasielkovň|balíkovn|\bpacketa\b|\bppl\b|"
    # (Armenian delivery: "Առաքում Երևանում՝ 2 000 ֏"; Ukrainian and Russian delivery around
    # or to a place, "Доставка по Києву 600 ₴"; not "Доставка завтра", a badge before the
    # price, nor "з доставкою", the price with it)
    r"առաքում|(?<![а-яіїєґ])доставка (?:по|до) |"
    r"דמי משלוח|\bkargo(?:\s+(?:ücreti|bedeli))?\s*:|kargo ücreti|kargo bedeli|стоимость доставки|"
    r"الشحن|التوصيل|"
    # (and "delivery" without its article as the price's whole label: "توصيل KWD 1.000")
    r"(?<![\u0600-\u06ff])توصيل\s*:?\s*$|"
    # (... or to a place: "توصيل داخل عمّان 2.000 د.أ")
    r"(?<![\u0600-\u06ff])توصيل (?:داخل|خارج|إلى|الى|لـ?)(?![\u0600-\u06ff])|"
    # a vehicle's registration fee ("Registration AED 420 extra", "Rego $890")
    r"\bregistration(?: fee)?\s*:?\s*$|\brego\s*:?\s*$|"
    r"poštarina|cena dopravy|szállítási díj|cost(?:ul)? livr[aă]rii|koszt dostawy|"
    r"koszt wysyłki|toimituskulut|postikulut|postituskulut|lähetyskulut|μεταφορικά|"
    # (Finnish postage as the line's label: "Postitus 8,90 € · Nouto Espoosta")
    r"^\W*postitus\b|"
    # Nepali and Hindi "delivery" ("उपत्यकाभित्र निःशुल्क डेलिभरी, बाहिर रु 500"), and
    # "outside" (the valley) right before the amount, after a free delivery within it
    r"डेलिभरी|डिलीवरी|ढुवानी|बाहिर(?=\s*$)|"
    # Serbian and Croatian unloading ("Истовар краном: 3.500,00 дин.", "Istovar")
    r"истовар|\bistovar|"
    # a phone contract's connection fee ("*nur mit Tarif, Anschlusspreis 39,99 €")
    r"anschlusspreis|anschlussgebühr|bereitstellungs(?:preis|gebühr)|activation fee|"
    r"connection fee|frais d'activation|frais de mise en service|"
    # ... in Nordic languages ("Startavgift 0 kr", "Oprettelsesgebyr 99 kr.")
    # (not "Ingen startavgift!", "Ei avausmaksua", "keine Aktivierungsgebühr": none to pay)
    r"(?<!ingen )(?<!inga )(?<!intet )(?<!uden )(?<!utan )"
    r"(?:startavgift|aktiveringsavgift|oppstartsavgift|etableringsavgift|oprettelsesgebyr|"
    r"startgebyr)|(?<!ei )(?:aktivointimaksu|avausmaksu)|"
    # ... a SIM card's or eSIM's own fee ("SIM-Karte 9,99 €", "eSIM activation $10")
    r"\be?sim(?:[- ]karte|[- ]card|[- ]kort)?\s*(?:fee|gebühr|avgift)|"
    r"\besim activation|(?<!keine )(?<!ohne )(?:einrichtungsgebühr|aktivierungsgebühr)",
    cased=r"\bTAR\b",
)
# Prices per reference quantity (per kg, per litre, per m²); "/ Paket", "/pcs" name the unit
# the shop sells, so they stay main-price candidates. _UNIT reads what follows the price,
# _UNIT_WORDS the price's own text and label.
_DOSE = (
    r"tablets?|tabs?|capsules?|caps|softgels?|sachets?|pills?|doses?|washes|wash|loads?|"
    r"tabletten?|kapseln?|comprimés?|comprimidos?|compresse|cápsulas?|tabletk[ai]|kapsułk[ai]|"
    # a pharmacy's strip or blister of a box of them ("Rp12.500 / strip" under "isi 10 strip"),
    # an ampoule, a vial, a lozenge; Indonesian and Malay tablets and capsules
    r"strips?|blisters?|ampoules?|ampul|vials?|lozenges?|tbl|kapsul|kaplet|"
    # a tub's serving ("$1.09 per serving", "0,89 € pro Portion")
    r"servings?|portions?|portionen|porci[oó]n|porção|porzione"
)
_UNIT = re.compile(
    # (lfm, lpm, lbm: the running metre of German, Swedish, Danish timber and trims; jm, mb,
    # bm, lm, m1 the Finnish, Polish, Czech, English and Dutch one)
    # a storage medium's price per gigabyte ("1,9 Kč/GB"; not "799,00 €/128 GB", a variant)
    r"^[)*]*\s*/\s?(?:gb|tb)(?!\w)|"
    # ... or per mAh or watt-hour of a battery's capacity ("Rs 0.07 / mAh")
    r"^[)*]*\s*/\s?(?:mah|wh)(?!\w)|"
    # a square or cubic metre's price with no slash ("$11.263 <small>m²</small>")
    r"^[)*]*\s*(?:m²|m³)\s*(?:$|[)·|,])|"
    r"^[)*]*\s*/\s?(?:\d+\s?)?(?:kg|g|gr|grams?|l|ml|cl|m|m²|m2|m³|qm|mq|mp|m\.p\.|lfm|lpm|lbm|jm|mb|bm|lm|"
    # (Hungarian "folyóméter", the running metre: "12 990 Ft / folyóméter")
    r"folyóméter|fm|"
    r"m1|oz|(?:lineal|linear|running) (?:met(?:re|er)|m|foot|feet|ft)|lítr[ia]|lít|tonnes?|тонн?у?|"
    # (Vietnamese "tonne" and "metre": "1.840.000₫ / tấn (20 bao)", "/ mét")
    r"tấn|mét|"
    r"тн|"
    # (abbreviated: "$3.21 / lin. ft", "/ ln ft", "/ lin m")
    r"lin\.?\s?(?:ft|foot|feet|m|yd)|ln\.?\s?ft|"
    r"lb|fl\.? ?oz|liter|litre|litro|litros|quilo|kilo|metro|"
    r"kilogramm?|meter|metre|count|ct|sq\.?\s?(?:m|ft|yd)|sqft|ft²|ft2|yd²|ft|foot|yd|yard|"
    # grams, kilos, litres and metres in Devanagari, Arabic, Persian, Cyrillic, Chinese,
    # Thai, Greek and Hebrew script ("₹7,245/ग्राम": a gold rate, not the jewel's price;
    # "₹26/किग्रा", a kilo's)
    r"ग्राम|किलो(?:ग्राम)?|किग्रा|लीटर|मीटर|جم|غرام|كجم|كغ|كيلو(?:غرام)?|لتر|مل|ملل|متر|م[²³2]|گرم|"
    r"کیلو(?:گرم)?|"
    # (Arabic "غ" alone, a gram: "0.650 ر.ع. / 100غ")
    r"غ|"
    r"кг|г|гр|л|мл|м|м²|м2|克|公斤|千克|斤|升|米|กรัม|กก\.?|ลิตร|เมตร|มล\.?|γρ\.?|κιλό|λίτρο|גרם|ליטר|"
    # (and Georgian, Armenian, Bengali: "51,33 ₾ / ლ", "12,90 ₾ / კგ", "140 ֏ / կգ",
    # "৳98.50/কেজি")
    r"ლ|კგ|გ|მლ|მ[²³2]?|կգ|գ|լ|մլ|մ[²³2]?|কেজি|গ্রাম|লিটার|মিটার)"
    # (not French elision: "89,90 € / l'unité" is the piece's price, not a litre's)
    r"(?!\w|['’]\w)|"
    # one of the pack's tablets, capsules, doses or washes ("₹2.55 / tablet"; not "$24.95 /
    # 60 capsules", the pack)
    rf"^[)*]*\s*/\s?(?:1\s?)?(?:{_DOSE})(?!\w)|^[)*]*\s*/\s*(?:per\s*)?1\s?(?:kg|l|m)|"
    # Arabic "per square metre", "per metre", "per kilo" ("285.00 ج.م للمتر المربع")
    r"^[)*]*\s*(?:للمتر المربع|للمتر|للكيلو|للتر|لكل (?:متر مربع|متر|كيلو|لتر))(?![\u0600-\u06ff])|"
    # Russian and Kazakh "за" for per ("4 290 ₸ за м²", "за кг"; not "за упаковку", the pack)
    r"^[)*]*\s*за\s*(?:1\s?)?(?:м²|м2|м³|кв\.?\s?м\.?|пог\.?\s?м\.?|м|кг|л|г|тонну|т\.?|тн)(?!\w)|"
    # ... and words ("24,03 € за литър", "за литр", "за килограм", "за 100 г", "за метър")
    r"^[)*]*\s*за\s*(?:1\s)?(?:литър|литр|литра|килограм|килограмм|кило|метър|метр|"
    r"100\s?(?:г|гр|мл))(?!\w)|"
    # Latin America's "x" for per ("$ 18.999,00 x m²", "$ 2.450 x kg"; not "x 2", a count)
    r"^[)*]*\s*x\s?(?:m²|m2|mt2|kg|kilo|metro|mts?|lt|litro)(?!\w)|"
    # ... per 100 g or ml ("($ 7.780 x 100 g)")
    r"^[)*]*\s*x\s?(?:100|1000)\s?(?:g|gr|grs|ml|cc)(?!\w)|"
    # a rental's price per day ("no 65 € dienā", "ab 45 € pro Tag", "30 € / day")
    r"^[)*]*\s*(?:dienā|dienai|per day|a day|/\s?day|pro tag|/\s?tag|par jour|/\s?jour|დღეში|"
    r"al día|por día|/\s?día|za dzień|/\s?dzień|na dan|/\s?dan|в день|за день|/\s?сут|"
    # (Lithuanian "a day": "25,00 €/parai", "už parą")
    r"/\s?par(?:ai|ą)|už parą|"
    # (after a slash in more languages: "25 ₾ / დღე", "/ dia", "/ giorno", "/ nap", "/ gün",
    # "/ ngày", "/ hari", "/ יום", "/ يوم", "/ روز", "/ 日", "/天", "/일")
    r"/\s?(?:დღე|dia|giorno|nap|päivä|paev|päev|diena|gün|ngày|hari|день|дан|יום|يوم|روز|"
    r"日|天|일|dygn|døgn|dag|den|"
    # (Thai "a day", a rental's: "เช่ารายวัน ฿500/วัน"; not a weekday: "/ วันจันทร์")
    r"วัน(?!\s*(?:จันทร์|อังคาร|พุธ|พฤหัส|ศุกร์|เสาร์|อาทิตย์|ทำการ|ที่))))(?![\w\u0e00-\u0e7f])|"
    # a piece of a box in brackets, in Portuguese, Spanish, Italian and French ("R$ 84,90 a caixa
    # (R$ 0,17 por unidade)"; not "R$ 12,90 por unidade", a piece's own price)
    r"^\s*(?:por|per|par|pro)\s+(?:unidade|unidad|unità|unité|pe[çc]a|pieza|pezzo|pièce)\s*[)）]|"
    # Arabic "per tonne, kilo, metre, litre" after the amount ("ما يعادل ٥٬٧٠٠ ج.م للطن")
    r"^[)*]*\s*(?:لل|ل)(?:طن|كيلو|كغ|متر(?: المربع)?|م²|لتر)(?![\u0600-\u06ff])|"
    # Hebrew "per 100 grams", "per kilo", "per litre" ("₪2.58 ל-100 גרם", "₪69.80 לק\"ג")
    r"^[)*]*\s*ל-?\s?(?:\d+\s?)?(?:גרם|גר'|ג'|ק\"ג|קג|קילו|ליטר|ל'|מ\"ל|מל)(?![\u05d0-\u05ea])|"
    r"^[)*]*\s*(?:לק\"ג|לקילו|לליטר)(?![\u05d0-\u05ea])|"
    # "S/ 4.38 x kg": Peruvian and Chilean shops' price per kilo or litre
    r"^[)*]*\s*x\s?(?:kg|lt|litro|kilo)(?!\w)|"
    # (Nordic "pr." for per: "55,00 kr. pr. liter"; Spanish "el": "$ 9.000 el m²")
    r"^[)*]*\s*(?:per|pro|par|por|je|al|au|le|el|pr\.?)\s*(?<=\s)(?:\d+\s?)?"
    r"(?:kg|g|l|ml|cl|m|m²|m2|m³|qm|mq|lbm|lfm|lpm|lm|jm|"
    r"sq\.?\s?(?:m|ft)|"
    r"square|oz|lb|litre|liter|litro|kilo|100|unit|count|meter|metre|mètre|metro|metr|foot|ft|yard|"
    # (a length of timber or trim by the metre: "$7.10 per lineal metre", "per linear foot")
    r"(?:lineal|linear|running) (?:met(?:re|er)|m|foot|feet|ft)|lin\.?\s?(?:ft|m)|ln\.?\s?ft|"
    # (Icelandic "per running metre" after the amount: "(589 kr. pr. lengdarmetra)"; before
    # it, "Verð á lengdarmetra: 1.495 kr.", the price of the unit sold)
    r"lengdarmetra|"
    # (a board foot of lumber: "$5.98 each ($1.12 per board foot)", "/ bd ft")
    r"board[- ]?f(?:oo|ee)t|bd\.?\s?ft|"
    # one screw or nail of a pack ("£0.06 per screw", "0,12 € pro Schraube"; not "per bolt", a
    # bolt of fabric sold whole)
    r"screw|nail|schraube|nagel|clou|tornillo|clavo|vite|chiodo)(?!\w)"
    # (not a package of that much: "UGX 185,000 per 70 kg bag", "pro 25-kg-Sack")
    r"(?![\s-]*(?:bag|sack|sac|saco|bolsa|sacco|zak|säck|sekk|box|pack|bottle|can|bucket|tub|"
    r"drum|pail|carton|case|bale|jar|tin|beutel|eimer|kanister)s?\b)|"
    rf"^[)*]*\s*(?:per|pro|par|por|je)\s+(?:1\s?)?(?:{_DOSE})(?!\w)",
    re.I,
)
_UNIT_WORDS = gated(
    r"grundpreis|unit price|prix au (?:kg|litre)|prix unitaire|precio unitario|単価|"
    # Icelandic price per kilo, litre, unit ("Kílóverð 858 kr.", "Lítraverð")
    r"kílóverð|lítraverð|einingaverð|"
    # a bouquet's price per stem ("Verð á stilk: 1.249 kr.", "£2.90 per stem", "pro Stiel")
    r"verð á (?:stilk|stk\.?|stykki)|\bper stem\b|\bpro stiel\b|\bpar tige\b|\bpor tallo\b|"
    # ... and per skein, ball or piece named with the article after the amount ("(999 kr.
    # hespan)", "(250 kr. stykkið)")
    r"(?<![^\W\d_])(?:hespan|dokkan|stykkið)\b|"
    # ... and Malay "equal to … a piece" ("Bersamaan RM0.65 sekeping"; not "RM 12.90 sebiji",
    # a thing sold singly)
    r"\bbersamaan\b[^\n]{0,25}\b(?:sekeping|sebiji|seunit|sehelai|sebatang)\b|"
    r"\bper stelo\b|\bper steel\b|\bper stjälk\b|\bpr\.? stilk\b|"
    # Persian and Arabic "price per square metre / metre / kilo" ("قیمت هر متر مربع:")
    r"(?:قیمت )?هر (?:متر\s?مربع|متر|کیلو(?:گرم)?|لیتر)|(?:ال)?سعر (?:لل|ال)(?:متر|كيلو|لتر)|"
    # Greek "price per kilo/litre" ("Τιμή ανά κιλό: 27,20€"), Spanish "Precio / kg:"
    r"ανά (?:κιλό|λίτρο|τεμάχιο)|τιμή μονάδας|precio\s*/\s*(?:kg|l|litro)\s*:?\s*$|"
    r"per (?:kg|litre|liter|100)|\(\s*$|"
    # the running metre of timber and trims in Nordic, German, Dutch, Polish, Czech, English
    # ("kr 86,00 per løpemeter", "3,95 €/juoksumetri", "12,90 zł za metr bieżący")
    r"l[øö]pe?meter|l[øo]bende meter|juoksumetri|laufmeter|laufende[nr]? meter|"
    r"strekkende meter|metr(?:a|ów)? bieżąc|běžný metr|bežný meter|"
    r"per (?:lineal|linear|running) (?:metre|meter|foot|ft)|"
    # Nepali and Hindi "per 100 grams", "per kilo" ("प्रति १०० ग्राम रू ८५०")
    r"प्रति\s?(?:[\d०-९]+\s?)?(?:ग्राम|किलो|लिटर|लीटर|मिलि)|"
    # (Bengali and Hindi "per unit", "per piece" of a pack: "প্রতি ইউনিট ৳ ২৯,৮৩৩", "प्रति यूनिट")
    r"প্রতি (?:ইউনিট|পিস|টি|কেজি|লিটার|মিটার)|प्रति (?:यूनिट|पीस)|"
    # Russian, Ukrainian and Bulgarian "per" an area or a volume as the label ("за м³: 2 194,00
    # грн", "за кв. м")
    # (not "За 1 кг:" of a pack of one kilo, "Цена за м:" of a cable sold by the metre)
    r"(?<![^\W\d_])за\s?(?:1\s?)?(?:м³|м3|м²|м2|кв\.?\s?м|куб\.?\s?м)\.?\s*[:：]?\s*$|"
    # Swahili "price per metre, kilo, litre" ("Bei kwa mita:")
    r"\bbei kwa (?:mita|kilo|lita|kg)\b|"
    # ... and Bengali ("প্রতি কেজি ৳ ৬২.৫০", "প্রতি বর্গফুট")
    r"প্রতি\s?(?:[\d০-৯]+\s?)?(?:গ্রাম|কেজি|কিলো|লিটার|মিটার|বর্গফুট|বর্গমিটার|ফুট)|"
    # "m² fiyatı: 389,90 TL", "prix au m²", "Preis pro m²": a price per square metre
    r"m²\s?(?:fiyatı|fiyat|price|preis|prix|prezzo|precio|preço|cena|pris|hinta)|m2 fiyatı|"
    r"(?:price|preis|prix|prezzo|precio|preço|cena|pris) ?(?:per |pro |au |por |za |/) ?m[²2]\b",
    re.I,
)
# A quantity per which the price after it is given, right before it: "(100g당 1,195원)",
# "100gあたり 239円", "每100克 ¥12" (read in the label alone: a price's own text goes on);
# not "1本あたり", the price of the one bottle sold
_PER_QUANTITY = re.compile(
    r"\d\s?(?:ml|g|kg|l|m|개|매|입)\s?당\s*$|\d\s?(?:ml|g|kg|l|m)\s?(?:あたり|当たり)\s*$|"
    r"每\s?\d+\s?(?:克|g|ml|毫升)\s*$|"
    # ... per hundred or thousand pieces of a box ("每百支 NT$68" of a box of 1000 screws)
    r"每\s?(?:百|千|十|\d+)\s?(?:支|個|个|件|片|顆|颗|張|张|包|入)\s*$|"
    # a weight times its rate ("Gold 25.60 g × S$118.50"): the rate per gram
    r"\d\s?(?:g|gr|grams?|kg|ct|oz|tola|тола|تولہ)\s?[×x*]\s*$|"
    # one unit's price as an equation ("1м² = 22,475₮", "1 kg = 4,99 €")
    r"(?<![\d.,])1\s?(?:m²|м²|m2|м2|m³|м³|kg|кг|l|л|m|м|lb|ft²|sq\.?\s?ft)\s?=\s*$",
    re.I,
)
# The label right before a unit price: "Literpris: 99,98 kr.", "Price per m: $16.21" (not a
# slogan "Alltid bästa literpris!", not "Preis pro Liter-Flasche")
_UNIT_LABEL = gated(
    r"(?:(?:price|preis|prix|prezzo|precio|preço|cena|pris|prijs|hinta|verð) ?"
    r"(?:per |pro |au |por |za |á |/) ?"
    # (and Finnish "Hinta/metri", "hinta/kg")
    # (or a solar panel's watt-peak: "Verð á Wp:", "Price per W")
    r"(?:(?:\d+ ?)?(?:ml|cl|g|kg|l|m|m²|m2|liter|litre|litra|metre|meter|metri|gr|wp|w|watt))\b|"
    # (Serbian, Bulgarian, Russian and Ukrainian "price per kilo, litre": "Цена за kg:")
    r"(?:цена|ціна)\s?(?:за|по)\s?(?:1\s?)?(?:kg|кг|килограм\w*|l|л|литар|литър|литр\w*|"
    r"100\s?(?:g|г|гр|ml|мл))\b|"
    # (Icelandic "Verð á lítra", "Verð á kíló": per litre, per kilo; not "Verð á 10 lítra", the
    # price of the ten litres sold)
    r"verð á (?:lítra|lítrann|kíló|kílóið)\b|"
    r"literpris|kilopris|meterpris|kilospris|jämförpris|jämförelsepris|enhetspris|enhedspris|"
    # the unit alone as the label ("Per m² £29.95" beside the pack's "£43.13")
    r"(?:^|\s)(?:per|pro|par|por) (?:m²|m2|sq\.? ?m|sqm|kg|litre|liter|metre|meter)|"
    r"litrahinta|kilohinta|metrihinta|yksikköhinta|vertailuhinta|literprijs|kiloprijs|meterprijs|"
    # a piece's price on a pack's or pallet's page ("Stykpris: 8,95 kr./stk.")
    r"stykpris|stykkpris|styckpris|kappalehinta|"
    # Arabic "price of 100 g", "per 100 ml", "price per kilo" ("سعر 100 جم", "لكل 100 مل")
    r"(?:سعر|لكل) \d+ ?(?:جم|غ|غرام|جرام|مل|كجم)|سعر (?:ال)?كيلو|"
    # Azerbaijani, Turkish and Uzbek "for 1 L" ("1 L üçün: | 5,63 ₼", "1 kg için")
    r"(?:^|\s)1 ?(?:l|lt|kg|g|m|m²|m2|ml|litr|litre)\.? (?:üçün|için|uchun))"
    r"\s*:?\s*\|?\s*$",
    re.I,
)
_NET = Folded(
    # "incl. BTW, excl. verzendkosten": excluding shipping says nothing of the tax
    r"(?:excl|exkl)(?:\.|usive|usief|uding)?(?!\.?\s*(?:shipping|delivery|postage|p&p|"
    r"verzend|versand|livraison|frais|envío|envio|porto|frakt|fragt|dostaw))|"
    r"zzgl\.? ?(?:mwst|ust|steuer)|\bnet\b|netto|\bht\b|hors taxes|sin iva|sin impuestos|"
    # (Peru's and the Dominican Republic's tax: "Precio sin IGV: S/ 131.19", "sin ITBIS")
    r"\bsin igv\b|\bsin itbis\b|"
    # Belgian and Luxembourgish "hors TVA" ("169,23 € HTVA" beside "198,00 € TVAC")
    r"\bhtva\b|\bh\.t\.v\.a\b|hors tva|tva non comprise|"
    # Estonian "plus VAT" ("23,29 € + km", käibemaks)
    r"\+\s?km\b|"
    # Nepali and Hindi "excluding VAT" ("भ्याट बाहेक: रू ३,७६१", "वैट को छोड़कर")
    r"भ्याट बाहेक|भ्याट रहित|वैट को छोड़कर|"
    # "+ VAT" in its languages ("149 598 Ft + ÁFA", "$42.008 + IVA", "1 290 Kč + DPH")
    # (and Icelandic "+ vsk": "Verð: 2.490.000 kr. + vsk")
    r"\+ ?(?:vat|áfa|afa|iva|mwst|ust|btw|tva|moms|mva|dph|pdv|ddv|kdv|ppn|vsk|ндс|ддс|пдв)\b|"
    # (and Japanese "the body's price", before tax: "本体 11,637円", "本体価格")
    r"bez dph|bez vat|ohne mwst|ex[.-]? ?vat|ex[.-]? ?gst|\bex[.-]? ?tax\b|plus vat|税抜|税別|"
    r"(?:^\W*|[/／(（]\s*)本体(?:価格)?\s*[:：]?\s*$|"
    r"[+＋]\s?税|"
    # Chinese "before tax", "tax not included" ("售價（未稅）：NT$12,800" over "含稅價")
    r"未稅|未税|不含稅|不含税|稅前價|税前价|"
    r"本体価格|"
    # Hebrew "without VAT", "not including VAT", "exempt from VAT" (Eilat's price)
    r"ללא מע[\"״]?מ|לא כולל מע[\"״]?מ|פטור ממע[\"״]?מ|"
    # "価格 ¥2,970（本体¥2,700）": the bracket's "body" price is before tax (not "本体のみ
    # ¥99,800", a camera's body alone)
    r"[（(]\s*本体\s*[:：]?\s*[¥￥]?\s*$|"
    r"without vat|\beks\.? ?(?:mva|moms)|ekskl\.? ?(?:mva|moms)|uten mva|uden moms|utan moms|"
    r"\bexc\.? vat|bez pdv|brez ddv|без ддс|без пдв|án vsk|fără tva|"
    # Russian, Azerbaijani, Uzbek and Kazakh "without VAT" ("ƏDV-siz: 73,31 ₼")
    r"без ндс|ədv-?siz|ədv daxil deyil|qqs\s?siz|ққс-?сыз|"
    r"\+ ?\d{1,2}(?:[.,]\d)? ?% ?(?:gst|vat|tax|iva|mwst|btw|tva)|\+ ?gst|excl\.? gst|"
    # "$44.17 before GST" (Singapore, Australia, New Zealand, Canada)
    r"\bbefore (?:\d{1,2}(?:[.,]\d)? ?% )?(?:gst|vat|tax|hst|pst)\b|\bpre-?(?:gst|vat|tax)\b|"
    # Vietnamese "before VAT" ("Giá chưa VAT: 1.136.364₫", "chưa bao gồm VAT", "trước thuế")
    r"chưa (?:bao gồm )?(?:vat|thuế)|trước thuế|"
    r"ilman alv|alv 0 ?%|\bveroton\b|ilma km|km-?ta\b|käibemaksuta|"
    # Lithuanian and Latvian "without VAT" ("Kaina be PVM 45,45 €", "Cena bez PVN")
    r"\bbe pvm\b|\bbez pvn\b|"
    r"nettó(?: ár| egységár| összeg|\s*:|\s*$)|"
    # Arabic "without tax", "excluding tax", "before tax" ("السعر قبل ضريبة المبيعات", before
    # sales tax)
    r"بدون ضريبة|بدون الضريبة|غير شامل (?:ال)?ضريبة|قبل (?:ال)?ضريبة|"
    # "Precio neto empresas: $42.008 + IVA" (not "peso neto", the net weight)
    # and "Neto:" as the line's label ("Neto: $38.647" over "$45.990 IVA incluido")
    r"precios? netos?|preço líquido|valor neto|^\W*neto\s*(?::\s*)?(?:\$|clp)?\s*$|^\W*neto\s*:|"
    r"\+ ?(?:iva|igv|itbis|impuestos)\b|m[aá]s iva\b|"
    # "IVA esclusa", "Iva escl.", "sem IVA", "o. MwSt.", "KDV hariç", "χωρίς ΦΠΑ"
    r"\biva\s+(?:esclus[ao]|escl\.|excluído|excluido|não incluído|no incluido)|"
    r"\besclus[ao]\s+iva|\bescl\.?\s?iva|\bsem iva|\bs/\s?iva|\bo\.\s?mwst|kdv hariç|"
    r"χωρί[ςσ] φπα|"
    # Korean "supply price" as the label right before the amount (not 특별공급가, a special
    # price, 산지 공급가, a farm's price to consumers, nor 공급가능수량, the quantity available)
    r"(?<![가-힣])(?<!산지 )(?<!특별 )공급가액?\s*[:：]?\s*$",
    re.I,
)
_NET_CLASS = re.compile(
    r"excl|excluding|price-?net(?![a-z])|(?<![a-z])net-?price|netto|ex-?vat|tax-?excl|no-?vat|sin-?impuestos|"
    r"price-?ex-?(?:tax|gst)|"
    # not BigCommerce's "price--withoutTax": its default price element wherever the shop does
    # not add tax to its shown prices (every US shop), and no net price there
    r"(?<!--)without-?(?:vat|tax)",
    re.I,
)
# Quantity tiers: "Ab 10", "Buy 5 for", "10+", "Acquista 3 a": a price for more than one.
_TIER = gated(
    # a wholesale price: "Mayoreo (5+ juegos):", "Preço de atacado", "Wholesale (10+):"
    # an Urdu multibuy ("2 خریدیں Rs. 3,500 میں", buy two for)
    r"(?:^|\s)(?:[2-9]|[1-9]\d+)\s?خریدیں\s*$|"
    # (Hebrew "N items for": "מבצע: 2 בגדי ים ב-600 ₪", a deal on two)
    # (not a share, a time, a choice: "20 אחוז ועכשיו ב-", "2 ימים בלבד ב-", "4 צבעים לבחירה ב-")
    r"(?<![\d.,])(?:[2-9]|[1-9]\d)\s+(?!(?:אחוז|ימים|יום|שעות|שעה|דקות|חודשים|תשלומים|צבעים|"
    r"מידות|גדלים)\b)[\u05d0-\u05ea][\u05d0-\u05ea\s\"']{0,25}\s+ב-?\s*$|"
    # (Serbian, Croatian and Bosnian "the price for 2 sets, pieces": "Цена за 2 сета: 24.999 дин.")
    r"(?<![^\W\d_])(?:за|za)\s+(?:[2-9]|[1-9]\d+)\s+(?:сета|комада|ком\.?|комплета|seta|komada|kom\.?|"
    r"kompleta)\s*[:：]?\s*$|"
    # (Burmese garments or pieces counted before their price: "၂ ထည် ၈၅,၀၀၀ ကျပ်", two pieces)
    # (not a line's label before it, "ပါဝင်မှု: ၃ ခု", contents: 3 pieces; nor a count the
    # price's own label, "၃ ခု: ၁၅,၀၀၀ ကျပ်")
    r"(?:^|(?<![:：])\s)(?:[2-9၂-၉]|[1-9၁-၉]\d+)\s?(?:ထည်|ခု|စုံ)\s*$|"
    r"\bmayoreo\s*[(:]|precio (?:de )?mayoreo|precio (?:al |por )(?:por )?mayor|"
    r"pre[çc]o de atacado|"
    r"\batacado\s*[(:]|\bwholesale\b[^\n\d]{0,12}\(?\d+\s*\+|"
    # (Tagalog "bulk (10 pieces and up)": "Bultuhan (10 pirasong pataas):"; Japanese "sold
    # loose", the piece of a box: "バラ売り 1本 ¥28")
    r"\bbultuhan\b|\b\d+\s*(?:pirasong|piraso)\s*pataas\b|"
    r"^\W*(?:バラ売り|ばら売り)\W*(?:1\s?(?:本|個|枚|点)\s*)?$|"
    # (Thai "the price by the whole pallet, case": "ราคายกพาเลท (40 ถุง) ฿5,600.00", "ราคายกลัง")
    r"ราคายก(?:พาเลท|ลัง|กล่อง|แพ็ค|โหล|กระสอบ)|"
    # (Swahili "wholesale price": "Bei ya jumla (vipande 50+): USh 35,000 kwa kipande")
    r"\bbei ya jumla\b|"
    # a Chinese bulk buy ("本商品單次購買10本85折383元": ten copies in one order)
    r"(?:單次|单次)?(?:購買|购买)\s?\d+\s?[本件個个組组套]|"
    # (not inside an item number: "Product code: CTA-AB2")
    r"(?:(?<![\w-])(?:ab|from|buy|bis|kaufe|kauf|dès|desde|a partir de|acquista|compra|compre|"
    r"achetez|vanaf|från|"
    r"achète|koop|köp|køb|kjøp|kup|osta|satın al|beli|mua)\s*\d+\s*"
    # or a word of the shop's own unit, the label ending there: "Ab 20 Paketen:", "ab 50 Pkg."
    r"(?:st(?:ück|k)?\.?|pcs|pieces|units|items|pz\.?|pezzi|x|or more|and up|\+|"
    r"[^\W\d_]{3,15}\.?(?=\s*:?\s*$))?"
    # "Köp 50 st eller fler:", "ab 10 Stück oder mehr"
    r"(?:\s*(?:or more|eller fler|eller mer|eller flere|oder mehr|ou plus|o más|ou mais|"
    r"o più|of meer|lub więcej|nebo více|vagy több|tai enemmän))?"
    # (Malay and Indonesian "buy 3 at the price": "Beli 3 dengan harga RM50.00", "seharga")
    r"\s*(?:at|for|für|à|a|per|voor|för|for|za|por|dengan harga|seharga|untuk)?"
    r"|\d+\s*\+|\bfor"
    r"|\b\d+\s*(?:pcs|pieces|units|items|packs?|pz\.?|pezzi|confezioni|stück|stk\.?|szt\.?|"
    r"unidades|unités|pièces|"
    # (Croatian, Serbian, Slovene, Czech, Polish packs and pieces: "Kupi 3 pakiranja za 66,00 €")
    r"pakiranj[ae]|pakovanj[ae]|paketa|komada|kom\.?|kutij[ae]|balení|opakowania|opakowań|"
    # (and Faroese and Icelandic packs: "3 pakkar fyri 499,00 kr.", "3 pakkar fyrir")
    r"sztuki|sztuk|pakkar|pakkir)(?![^\W\d_])\s*(?:at|for|für|à|a|per|voor|för|za|por|pour|"
    r"fyri|fyrir)(?![^\W\d_])"
    # "Már 2 db-tól:": from N pieces (Hungarian)
    r"|\b\d+\s*db-t[óő]l"
    # "when buying N" in Czech, Slovak, Polish, German, English, Spanish, Portuguese ("Při
    # nákupu 2 ks jen 399,90 Kč/ks")
    r"|\b(?:při nákupu|pri nákupe|przy zakupie|beim kauf von|bei kauf von|when you buy|"
    r"al comprar|na compra de)\s*\d+"
    # ... Bulgarian, Russian, Ukrainian, each at a price ("При покупка на 3 бр. – по 21,90 лв.
    # на брой", "При покупке от 3 шт. – по 990 ₽")
    r"|\b(?:при покупка на|при покупке(?: от)?|при купівлі(?: від)?)\s*\d+\s*"
    r"(?:бр\.?|броя|шт\.?|штук)?\s*[–—-]?\s*(?:по|за)?"
    # a set of tyres offered beside one tyre's price, labelled by the offer and its count
    # ("Tilboð – 4 dekk:", "Angebot 4 Reifen:", "Deal: 4 tyres:"; not "Satzpreis für 4 Reifen:",
    # a set's own price, nor "CrossClimate 2 Reifen:", a model's number)
    r"|(?:tilboð|tilbud|tarjous|erbjudande|angebot|aktion|offer|deal|oferta|offerta|offre|promo)"
    r"\s*[–—:-]?\s*[2-9]\s?(?:x\s?)?(?:dekk|däck|dæk|reifen|pneus|neumáticos|pneumatici|tyres|"
    r"tires|renkaat|renkaan|opony|pneumatiky|gumik?)\)?\s*[:：]\s*$"
    # Korean "when buying N (cans, pieces…)" ("2+1 행사: 3통 구매 시 77,800원", "5개 이상 구매시")
    r"|(?<!\d)(?:[2-9]|[1-9]\d{1,2})\s?[가-힣]{0,2}\s?(?:이상\s?)?구매\s?시"
    # Chinese "a set of two" ("兩入組 NT$10,490", "2入组")
    r"|(?:兩|两|二|三|四|[2-9])\s?入\s?[組组]"
    # "まとめ買い：2個で 24,800円": N pieces for
    r"|\d+\s?(?:個|点|本|枚|セット)で"
    # ... a set of N ("まとめ買い：10本セット 5,180円", "6個セット")
    r"|(?:まとめ買い\s*[:：]?\s*)?(?<![\d.])(?:[2-9]|[1-9]\d+)\s?(?:個|点|本|枚|足|袋|箱|缶)(?:セット|組)\s*$"
    # "3 voor € 20,00", "3 für 10 €", "2 pour 15 €", "3 za 20 zł", "3 för 99 kr" (not "De R$
    # 2.199,90 Por R$ 1.799,90": "por" and "per" are left out)
    r"|\b\d+\s+(?:voor|für|pour|za|för|fyrir|untuk|kwa)"
    # ... "por" and "per" right before the price, after a count alone ("2 por 30,00 EUR", "3
    # per 10 €"; not "De R$ 2.199,90 Por R$ 1.799,90", whose number before is a price)
    r"|(?<![\d.,])(?:[2-9]|1\d)\s+(?:por|per)\s*$"
    # ... with the pieces' word: "3 бр. за €27.00", "3 шт. за 990 ₽"
    r"|\b\d+\s*(?:бр|шт|ks|kom)\.?\s+(?:за|za)\s*$"
    # ... the items named between ("2 flessen naar keuze voor € 12,-", "3 Dosen nach Wahl für")
    r"|\b[2-9]\s+(?:[^\W\d_]+\s+){1,3}(?:voor|für|pour|för|for)\s*$"
    # Chinese multi-buys: "任選2件8折（每件 HK$158.40）", "2件9折", "满2件"
    r"|(?:任[選选]\s?(?:\d+|[兩两二三四五六七八九十]+)\s?件|\d+\s?件\s?\d+(?:\.\d)?\s?折|[满滿]\s?\d+\s?件|"
    # (and the sum paid for N: "满2件9折：2件到手 ¥1618.20")
    r"(?<![\d.])(?:[2-9]|\d{2,})\s?件到手价?)[^\n\d]{0,12}"
    # a second unit's price ("2ª unidad al 50%: 6,74 €/ud.", "2nd item half price")
    r"|(?:2ª|2º|2a|segunda|second|2nd|2e|2ème|seconda|2\.|zweite[sn]?)\s+"
    r"(?:unidad|unidade|unit|item|article|articolo|unità|stück|artikel)\b[^\n\d:]{0,20}"
    r"(?:\d{1,2}\s?%)?[^\n\d:]{0,6}:"
    # Brazilian "take 3, pay R$ 35,90 each" ("Leve 3, pague R$ 35,90 cada")
    r"|\bleve\s*\d+\s*,?\s*pague"
    # Thai "buy 3 pieces" and "buy 2, each" ("ซื้อ ๓ ชิ้น ฿๙๙๐", "ซื้อ 2 ชิ้น ชิ้นละ ฿245"), Filipino
    # "bulk 12+ packs: … each" ("Pakyawan 12+ na pakete: ₱230.00 bawat isa")
    r"|ซื้อ\s*\d+\s*(?:ชิ้น|อัน|กล่อง|ขวด|ชุด|แพ็ค)[^\n\d]{0,12}|\bpakyawan\b[^\n]{0,30}"
    # (or any counter of two or more: "ซื้อ 3 ต้น ราคา ฿990", three trees)
    r"|ซื้อ\s*(?:[2-9]|\d{2,})\s*[\u0e01-\u0e4e]{1,8}(?:\s*ราคา)?\s*$"
    # Korean "N pieces" in brackets before their sum, and "when buying N" ("2개 구매 시 1개 증정
    # (3개 64,000원)", "3개 구매 시 ₩90,000")
    r"|(?<![\d.,])[2-9]\s?개\s?구매\s?시|(?:구매|증정)[^\n\d]{0,12}[(（]\s?[2-9]\s?개\s*$"
    # Bengali "buying 2, (total)" ("২টি কিনলে মোট ৳ ৩৫,০০০")
    r"|(?:[2-9]|[২-৯]|\d{2,}|[০-৯]{2,})\s?(?:টি|টা|পিস)?\s?কিনলে(?:\s?মোট)?"
    # a volume discount's buy-N-pay line: "Mängdrabatt: köp 50 st, betala 139 kr/st"
    # a bulk buyer's price from a quantity up: "Bulk order (40 bags+): ₱365.00 / bag" (not
    # "Bulk price:", the price of a shop selling in bulk)
    r"|\bbulk (?:order|price|pricing|buy)\s*\(?\s*\d+\s*[^\d:+()]{0,12}"
    r"(?:\+|or more|and (?:up|over))\s*\)?\s*:\s*$"
    # "2 or more: GH₵ 430.00" (a tier table's row), "Bulk purchase: 3+ units at GH₵ 1,190.00"
    r"|^\W*\d+\s*(?:or more|and (?:up|over)|\+)\s*:\s*$"
    # Korean "buy 1+1, each" ("1+1 구매 시 개당 14,500원")
    r"|(?<![\d.,])[1-9]\s?\+\s?[1-9](?![\d.,])\s*(?:구매|행사|이벤트)[^\n\d]{0,12}"
    # a bundle of N as a row's whole label ("Bundle of 10 sheets")
    r"|^\W*bundle of (?:[2-9]|[1-9]\d+)\b[^\d:]{0,20}:?\s*$"
    # Indonesian "wholesale price ≥ 50 boxes" ("Harga grosir ≥ 50 dus:")
    r"|\bharga (?:grosir|borong)\b[^:\n]{0,30}|\bgrosir\s*[≥>]?=?\s*\d+[^:\n]{0,12}"
    # Malay "N units and above" ("(10 unit ke atas)")
    r"|\b\d+\s*[^\W\d_]{0,8}\s*ke atas\b\)?"
    # Russian and Ukrainian "when buying a pallet (50 sheets)" ("При покупке поддона (50 листов):")
    r"|\bпри (?:покупке|заказе|купівлі|замовленні)\b[^:\n\d]{0,30}(?:\(\s*\d+[^)]{0,20}\))?"
    # Korean "when buying 10 or more, per piece" ("10개 이상 구매 시 개당 26,900원")
    r"|\d+\s?(?:개|장|박스|세트|ea)\s?이상\s?구매\s?시(?:\s?(?:개당|장당))?"
    # ... and "when buying 2" ("2개 구매 시 58,000원": the pair's price)
    r"|(?<![\d.,])(?:[2-9]|\d{2,})\s?(?:개|장|박스|세트|병|팩)\s?구매\s?시\s*:?\s*$"
    # ... and Urdu, Persian and Arabic "N lots or more" ("5 لاٹ یا زیادہ:", "۱۰ عدد یا بیشتر",
    # "10 قطع أو أكثر")
    r"|(?<![\d.,])\d+\s?[\u0600-\u06ff]{1,8}\s(?:یا زیادہ|یا بیشتر|و بیشتر|أو أكثر|فأكثر)"
    r"\s*[:：]?\s*$"
    # ... and Hindi "any 2 pairs for" ("कोई भी 2 जोड़ी ₹3,299 में")
    r"|कोई भी (?:[2-9]|\d{2,})\s?[\u0900-\u097f]*\s*:?\s*$"
    # ... and Tagalog "2 for" ("Bili 2, makatipid: 2 para sa ₱6,500.00")
    r"|(?<![\d.,])(?:[2-9]|\d{2,})\s+para\s+sa\s*$"
    # ... and Vietnamese wholesale prices from a count ("Giá sỉ từ 10 bao: 1.120.000₫/bao")
    r"|(?:giá sỉ|giá buôn)\s*(?:từ\s*\d+\s*[^\W\d_]{1,10})?\s*:?\s*$"
    # ... and Arabic "two pieces for" ("عرض: قطعتان بـ 34.000 ر.ع.", "3 قطع بـ")
    # (the "for" required: "بدلة رجالية قطعتين" is a two-piece suit)
    r"|(?:قطعتان|قطعتين|عبوتان|عبوتين|حبتان|حبتين)\s*(?:بـ|ب|مقابل)\s*$"
    r"|(?<![\d.,])(?:[2-9]|\d{2,})\s?(?:قطع|حبات|عبوات)\s*(?:بـ|ب|مقابل)\s*$"
    # ... and Greek "2 pieces (only)" ("2 τεμάχια μόνο 9,98 €", "2 τεμ. με")
    r"|(?<![\d.,])(?:[2-9]|\d{2,})\s?(?:τεμάχια|τεμ\.?)\s(?:μόνο|με|για|στα?)\s?:?\s?$"
    # ... and a "1+1" or "2+1" set before its price ("1+1 기획세트 62,000원", "2+1 セット")
    r"|(?<![\w.,+])[1-9]\s?\+\s?[1-9](?![\d.,+%])\s*(?:기획\s?)?(?:세트|기획|セット|set|"
    r"gratis|free|tặng|ฟรี|bundle)[^\d:：]{0,20}[:：]?\s*$"
    # Icelandic "3 bags for" ("Tilboð: 3 pokar á 4.990 kr.")
    r"|\b(?:[2-9]|\d{2,})\s*(?:pokar|pakkar|kassar|stk\.?|stykki|rúllur|fötur|dósir)\s+á\s*$"
    # Portuguese, Spanish and Italian "take N (pairs) for" ("Leve 2 pares por 70,00 €",
    # "Llévate 3 por", "Prendi 2 paia a")
    r"|\b(?:leve|lleve|llévate|llevate|lleva|prendi|compre|compra)\s+(?:[2-9]|\d{2,})\s+"
    r"(?:[^\W\d_]{2,12}\s+)?(?:por|a|per)\s*:?\s*$"
    # Baltic and Finnish "N pieces for" ("2 gab. par 139,00 €", "2 vnt. už 39 €")
    r"|\b\d+\s*(?:gab|vnt|tk|kpl)\.?\s+(?:par|už|eest|hintaan)"
    # Filipino "N sacks for the amount of" ("Promo: 2 sako sa halagang ₱2,800.00!")
    r"|\b(?:[2-9]|\d{2,})\s*(?:sako|piraso|pakete|kahon|bote|lata|supot)\s+"
    r"(?:sa halagang|sa halaga ng|sa|ng|for)"
    # ... or the pair, of a thing sold singly ("Pris per st. Paret: 6 790 kr", "The pair: $699")
    r"|(?:^|[.·:]\s*|\s)(?:paret|parret|the pair|das paar|la paire|la coppia|el par|o par|"
    r"het paar|pari|pár)\s*:\s*$"
    # ... or a bundle's or pallet's count in brackets ("Bundle (20 sheets):", Swahili "Bando
    # (vipande 20):", "Fardo (10 unidades):", "Paleta (50 ks):", "Helt paket (72 st):")
    r"|^\W*(?:(?:whole|full|helt|hela|hele|ganze[sn]?|koko|cał[ay]|nguyên|cả)\s+)?(?:bundle|bando|fardo|"
    r"paquete|lote|bale|bündel|bund|balík|svazek|pallet|palette|paleta|paletti|palle|pall|palet|"
    r"paket|pakke|pakkaus|packung|paczka|alus|palete|paletė|raklap|παλέτα|поддон|паллета|"
    r"палета|kiện|thùng|bretti)\s*\(\s*"
    r"(?:[^\W\d_]{2,12}\s+)?(?:[2-9]|[1-9]\d{1,3})(?:\s+[^\W\d_]{2,12})?\s*\)\s*:?\s*$"
    # ... or "per" a larger measure with its count of the pieces sold ("Per tonne (20 bags)",
    # "Pro Palette (40 Sack)")
    r"|^\W*(?:per|pro|par|por|je)\s+[^\W\d_]{2,15}\s*\(\s*(?:[2-9]|[1-9]\d{1,3})\s+"
    r"[^\W\d_]{2,12}\s*\)\s*:?\s*$"
    # ... or a price "for" a pallet so labelled ("Cena za paletu (40 ks):", "Cena za paletę (48
    # szt.):", "Price per pallet (40 pcs):")
    r"|^\W*(?:cena|price|preis|prix|precio)\s+(?:za|per|pro|par|por)\s+(?:paletu|paletę|paletu|"
    r"pallet|palette|palé|paleta|balík|svazek)\s*\(\s*(?:[2-9]|[1-9]\d{1,3})\s*[^\W\d_]{0,12}\.?"
    r"\s*\)\s*:?\s*$"
    # a row for more than a count, as its whole label ("Above 500 m", "Over 100 bags:", Nepali
    # and Hindi "more than 50 lengths": "५० लम्बाइभन्दा बढी:", "50 से अधिक:")
    r"|^\W*(?:above|over|more than|über|plus de|más de|mais de|oltre|meer dan|över|yli)\s+"
    r"[\d०-९][\d०-९,.]*\s*[^\W\d_]{0,12}\.?"
    r"|[\d०-९]+\s*[^\s\d]{0,12}(?:भन्दा बढी|से अधिक|से ज़्यादा|से ज्यादा)"
    # ... Persian "3 pieces and up: each" ("۳ عدد به بالا: هر عدد ۳٬۹۵۰ ؋")
    r"|\d+\s*(?:عدد|تا|بسته|کیسه|جفت)?\s*به بالا\s*:?(?:\s*هر\s*(?:عدد|بسته|کیسه|جفت))?"
    # Estonian and Finnish "when buying 2 pieces" ("2 tk ostes 69,90 €", "2 kpl ostaessa")
    r"|\b\d+\s*(?:tk|kpl)\.?\s+(?:ostes|ostaessa|ostettaessa)"
    # a count of pieces or pairs as the whole label: "2 paari: 76,00 €", "3 Stück: 27,00 €"
    r"|^\W*(?:[2-9]|[1-9]\d)\s*(?:paari|pairs?|paar|par|pares|paia|pieces|pcs|stück|stk|kpl|"
    r"tk|db|ks|szt)\.?\s*:\s*$"
    r"|\b\d+\s*\+\s*(?:units?|pcs|pieces|items|stk|stück)\s*(?:at|for|@|à|für|voor|för)\s*$"
    r"|(?:mängdrabatt|mengderabatt|mængderabat|magnafsláttur|staffelrabatt|volume discount|"
    # (Slavic, Hungarian and Romance ones: "Količinski popust: 2+ kom 12.499,00 RSD/kom")
    r"bulk discount|mengenrabatt|količinski (?:popust|rabat)|количински попуст|"
    r"množstevní sleva|množstevná zľava|rabat ilościowy|mennyiségi kedvezmény|"
    r"reducere de cantitate|descuento por (?:volumen|cantidad)|desconto por quantidade|"
    r"remise (?:sur la )?quantité|sconto (?:sulla )?quantità)"
    r"\s*:[^\n]{0,40}"
    # "from N (pieces, bags…):" in Romanian and Slavic shops: "De la 20 saci: 119,00 lei"
    r"|\b(?:de la|od|от|від)\s*\d+\s*[^\d:]{0,12}:\s*$"
    # Lithuanian and Latvian "when buying from 3 pcs" ("Perkant nuo 3 vnt.:", "Pērkot no 5 gab.:")
    r"|\b(?:perkant nuo|pērkot no|perkant daugiau nei)\s*\d+\s*[^\d:]{0,12}:?\s*$"
    # Vietnamese "buy 3 bottles for only" ("Mua 3 chai chỉ $17.00"), Spanish "take 2 for"
    # ("Lleva 2 por $6.000"), packs for ("2 six packs por S/ 55.00")
    r"|\bmua\s*\d+\s*(?:chai|hộp|gói|cái|món|sản phẩm|túi|lon|thùng|bao|bịch|hũ|lọ|cuộn|tấm|"
    r"viên|đôi|bộ|kg)(?:\s*(?:chỉ|giá|còn))?"
    r"|\bll[eé]va(?:te|s)?\s*\d+\s*(?:[^\W\d_]+\s*)?(?:por|x)"
    # "Lleva 2 y paga $22.990", "Leve 2 e pague"
    r"|\b(?:ll[eé]va|leve)\s*\d+\s*[ye]\s*(?:paga|pague)"
    # "buy N (pieces) and pay" in more languages ("Blini 2 copë dhe paguani 12.500 Lekë!",
    # "Kupi 2 i plati 1.990 RSD", "Compra 2 e paghi 30 €", "Cumpără 2 și plătești")
    # (Latvian and Lithuanian: "Pērc 2 un maksā 62,00 €", "Pirk 2 ir mokėk")
    r"|\b(?:blini|blej|buy|kupi|kupite|compra|cumpără|cumpara|achetez|kaufe|pērc|pirk)\s*\d+\+?\s*"
    r"(?:[^\W\d_]+\.?\s*){0,2}(?:dhe|and|i|e|și|si|et|und|un|ir)\s*(?:paguani|paguaj|pay|plati|"
    r"platite|paghi|plătești|platesti|payez|zahle|zahlst|maksā|mokėk|mokėsi)"
    # ... with a comma for "and" ("Osta 2, maksa 69,00 €", "Buy 2, pay £30", "Köp 3, betala")
    r"|\b(?:osta|buy|köp|kjøp|køb|koop|kup|kaufe)\s*\d+\s*(?:[^\W\d_]+\.?\s*){0,2},\s*"
    r"(?:maksa|pay|betala|betal|betaal|zapłać|zahle)\b"
    # ... N of the shopper's choice for ("3 carte a scelta a € 85,00", "3 au choix pour 20 €")
    r"|\b[2-9]\s+(?:[^\W\d_]+\s+){0,2}(?:a (?:tua )?scelta|a elecci[oó]n|[àa] escolha|au choix)"
    r"\s+(?:a|per|por|para|pour)\s*$"
    r"|\b\d+\s+(?:[^\W\d_]+\s+)?(?:six ?packs?|packs?|paquetes?|cajas?|botellas|latas|bolsas)"
    r"\s+por"
    # a count of pieces alone before the price ("Beli 2 lebih hemat · 2 pcs Rp2.399.000"),
    # a "1+1" set's price ("1+1 세트 구매 시 52,000원"; not a "1+1" badge before the price)
    r"|(?<![\d.,])(?:[2-9]|\d{2,})\s*(?:pcs|buah|kpl|stk|szt|ks|db|tk|шт)\.?\s*:?\s*$"
    r"|(?<![\d.,])\d\s?\+\s?\d\s*(?:세트|sets?\b|セット|套|組|组)[^\n\d]{0,20}"
    # Arabic "quantity discount" and "N pieces or more" ("خصم الكمية: ٣ قطع أو أكثر 7.500 د.أ")
    r"|خصم الكمية|\bأو أكثر\s*$"
    # ... "wholesale price", "N bags and more" ("سعر الجملة للمزارع (١٠ أكياس فأكثر):")
    r"|(?:سعر الجملة|بالجملة|فأكثر)[^:\d]{0,30}"
    # Amharic "N and above" ("ለካፌዎች: 10 ኪ.ግ እና ከዚያ በላይ በኪሎ ብር 1,150.00")
    r"|እና ከዚያ በላይ"
    # ... "for those buying more than 5" ("ከ5 በላይ ለሚገዙ 44,500.00 ብር በአንዱ")
    r"|ከ\s?\d+\s?(?:[^\s\d]+\s)?በላይ(?:\s?ለሚገዙ|\s?ሲገዙ)?\s*፡?"
    # Uzbek "more than 5 tonnes" ("5 tonnadan ortiq:")
    r"|\b\d+\s*[^\W\d_]*dan (?:ortiq|ko['‘’]p)"
    # Hindi "buy any 3 for ₹ 1,299" ("कोई भी ३ खरीदें ₹ १,२९९ में")
    r"|(?:कोई भी\s*)?[\d०-९]+\s*(?:खरीदें|ख़रीदें)\s*$"
    # a quantity of tyres as the label of their total ("2 tyres: £225.00", "4 Reifen: 479,60 €";
    # the page's price is the one tyre's)
    r"|^\W*(?:[2-9]|1\d)\s*(?:x\s*)?(?:tyres|tires|pneus|reifen|neumáticos|pneumatici|banden|"
    r"däck|dekk|dæk|opony|renkaat|gumiabroncs|pneumatiky|gume|шины|шин)\s*:?\s*$"
    # ... in Chinese ("四條 HK$3,680（包安裝）" beside "每條 HK$980")
    r"|^\W*(?:兩|两|三|四|五|六|[2-9])\s*[條条]\s*[:：]?\s*$"
    # "buy two (tins) for" in Arabic ("اشترِ تنكتين بسعر 27.000 د.أ", "اشترِ 3 بسعر")
    r"|اشتر[ِي]?\s+\S+(?:\s+\S+)?\s+(?:بسعر|بـ?)\s*$"
    # ... in Dari and Persian, as a row's label ("خرید دو عدد", buying two)
    r"|خرید\s+(?:دو|سه|چهار|پنج|ده|[2-9]|[۲-۹]|\d{2,}|[۰-۹]{2,})\s+(?:عدد|تا|دانه|قطعه)"
    # "4 ή περισσότερα 6,20€", "10 pieces or more: 5,80 €": N (of the shop's unit) or more
    r"|\b\d+\s*(?:[^\W\d_]{2,12}\.?\s*)?(?:or more|oder mehr|ou plus|o más|ou mais|o più|"
    r"of meer|eller fler|eller mer|eller flere|lub więcej|nebo více|vagy több|tai enemmän|"
    r"ή περισσότερ[αεοη]\w*|и более|или больше|і більше|veya daha fazla)\s*:?\s*$"
    # ... in Nepali and Hindi ("१० वा बढी टिन: रू ३,९००", "10 या अधिक:")
    r"|(?:वा बढी|वा सोभन्दा बढी|या अधिक|या उससे अधिक)[^\d:]{0,12}:?\s*$"
    # Hebrew "N books for" ("מבצע: 4 ספרים ב-₪100"), "N for" ("2 ב-₪60")
    r"|\b\d+\s+(?:[\u05d0-\u05ea\"']+\s+)?ב-?\s*$"
    # Arabic "N kilos for (the price of)" ("٢ كيلو بسعر 12.000 ر.ع.", "3 قطع بـ")
    r"|(?<![\d٠-٩])[\d٠-٩]+\s*(?:[\u0621-\u064a]+\s+)?(?:بسعر|بـ|ب)\s*$"
    # "Beli 3 jimat lagi:", "Buy 3 save more:": buy N, then what it saves
    r"|\b(?:beli|mua|buy)\s*\d+\s*(?:(?:[^\W\d_]+)\s*){1,3}(?=:)"
    # a tier table's last row, open-ended: ">= 2000 pieces", "≥ 500"
    r"|^\s*(?:>=|≥|>)\s*\d+(?:\s*(?:pcs|pieces|units|items|stück|stk\.?|szt\.?|шт\.?|ks|db))?\s*:?\s*$"
    # "от 50 шт.", "ab 10 Stk.": a tier table's open-ended row, the count's unit short
    r"|^\s*(?:от|від|od|ab|from|vanaf|dès|desde)\s*\d+\s*(?:шт|szt|ks|pcs|stk|st)\.?\s*:?\s*$"
    # a quantity range alone, a tier table's first column: "5–9", "10 - 49 pcs", "1 – 9
    # sheets" (the shop's unit, a word)
    r"|^\s*\d+\s*[-–—]\s*\d+(?:\s*(?:pcs|pieces|units|items|stück|stk\.?|szt\.?|шт\.?|ks|db|"
    r"[^\W\d_]{3,12}))?"
    # ... and the open-ended last row: "50+ sheets", "100+"
    r"|^\s*\d+\s*\+(?:\s*[^\W\d_]{3,12})?)\s*:?\s*$",
    re.I,
)
# Installation alone as the price's own label ("Instalación $899.00", "Montage: 79 €"): a
# service beside the product (weak: alone, the price of an installation a page sells)
INSTALL_LABEL = re.compile(
    # (the line's start, or a separator after other words: "Kargo bedava · Kurulum hizmeti")
    # (a Vietnamese installation fee with what it fits after it: "Phí lắp đặt treo tường:")
    r"(?:^|[·|•])\W*(?:phí|chi phí) lắp đặt[^\d:：]{0,25}[:：]?\s*$|"
    r"(?:^|[·|•])\W*(?:instalaci[óo]n|instala[çc][ãa]o|installation|installatie|montage|montaje|"
    r"montaż|asennus|installasjon|installering|montering|montaggio|installazione|montáž|"
    r"szerelés|"
    # (German wall mounting, by whom: "Wandmontage durch Techniker CHF 149.–")
    r"wandmontage(?: durch [^\W\d_]+)?|"
    # Hindi and Bengali installation ("इंस्टॉलेशन: ₹1,200", "ইনস্টলেশন:")
    r"इंस्टॉलेशन|इंस्टालेशन|ইনস্টলেশন|"
    # (and a tyre's fitting charge in Bengali and Hindi: "ফিটিং চার্জ: ৳ ৩০০")
    # (and Marathi and Hindi "fitting and balancing": "फिटिंग आणि बॅलन्सिंग ₹150 प्रति टायर")
    r"ফিটিং(?: চার্জ)?|फिटिंग(?: चार्ज| आणि बॅलन्सिंग| और बैलेंसिंग)?|"
    # Icelandic, Slovak, Slovene, Croatian/Serbian, Romanian, Baltic, Polish, Cyrillic,
    # Vietnamese, Indonesian, Thai, Korean and Chinese ("Uppsetning: 14.900 kr.")
    r"uppsetning|inštalácia|namestitev|montaža|ugradnja|instalare|montavimas|uzstādīšana|"
    # (Armenian installation: "Տեղադրում՝ 35 000 ֏")
    r"տեղադրում|"
    r"paigaldus|instalacja|установка|монтаж|монтажа|встановлення|lắp đặt|pemasangan|"
    # (and assembly in Russian, Ukrainian and Kazakh: "Сборка: 2 500 ₽", "Құрастыру: 25 000 ₸")
    r"сборка|збирання|складання|құрастыру|орнату|"
    # (Uzbek installation: "O'rnatish: 350 000 so'm")
    r"o['‘’ʻ`]?rnatish|"
    # (Thai "installation fee": "ค่าติดตั้ง ฿800", "ค่าบริการติดตั้ง")
    r"(?:ค่า)?(?:บริการ)?(?:การ)?ติดตั้ง|설치비?|장착비?|安[装裝]費?|安装费|"
    # Arabic, Persian, Turkish and Greek installation ("التركيب: EGP 1,200.00 (اختياري)")
    r"(?:ال)?تركيب|(?:ال)?تنصيب|تنصیب|نصب|kurulum|montaj|εγκατάσταση|τοποθέτηση|"
    # carrying it in, with fitting or not ("Indbæring og montering: 350 kr.")
    r"(?:indbæring|innbæring|inbärning|inbäring)(?:\s+(?:og|och)\s+(?:montering|opsætning|"
    r"installation|installasjon|installering))?|"
    # assembly, of the product named or not ("Armado de bicicleta: $14.990 (opcional)")
    r"(?:armado|ensamblaje|montagem|assembly)(?:\s+(?:de|del|da|do|of)\s+[^\W\d_]+)?|"
    # Japanese installation and fitting fees, "separately" ("設置費 別途 22,000円")
    r"(?:設置|取付け?|工事)費(?:\s*別途)?)"
    # (and the service or fee named after it: "Kurulum hizmeti 350,00 TL", "Montaj ücreti")
    # (Hindi and Bengali "service", "fee": "इंस्टॉलेशन सेवा ₹799 अतिरिक्त")
    # (Urdu "charges", "fee": "تنصیب چارجز: Rs. 6,500")
    r"(?:\s+(?:hizmeti|ücreti|servisi|service|fee|charge|सेवा|शुल्क|চার্জ|সেবা|چارجز|چارج|فیس))?"
    r"\s*[:：]?\s*$",
    re.I,
)
# A pack's, a case's or a set's price, by its own label: "Pack 5: 14,50 €", "Caja 6
# botellas: $ 69.990", "Juego de 4: $ 16.990", "Par 6 : 99,00 €", "6 botila: 69,00 €"
# (weak: alone, the price of the pack a page sells; not a count of one)
PACK_LABEL = gated(
    r"(?:\b(?:pack|packs|paquete|pacote|caja|caixa|juego|jogo|set|lot|lote|confezione|pacco|"
    r"karton|kiste|case|box|kit|par|bundle|sada|zestaw|komplet|szett|sæt|sett|satz|"
    # (a roll of cable or strip on a page sold by the metre: "Rol van 100 m:", "Roll of 50 m:")
    r"rol|roll|rolle|rulle|rulla|rouleau|rollo|rotolo|"
    # (Vietnamese cases, boxes, packs and crates: "Mua thùng 6 chai: 7.200.000₫")
    r"thùng|hộp|lốc|két)"
    r"\s*(?:de|of|da|di|von|van|à|mit|med|x|×)?\s*(?:[2-9]\d*|1\d+)"
    r"|(?<![\d.,])(?:[2-9]\d*|1\d+)\s*(?:x\s*)?(?:botellas?|botila|bouteilles?|bottles?|"
    r"flaschen|bottiglie|garrafas?|latas?|cans?|unidades|unités|uds?\.?|piezas|pcs|pieces|"
    r"items|stück|stk|szt|db|kpl|"
    # (and balls or skeins of yarn: "10 nøster:", "10 nøgler:", "Pack of 10 balls:")
    r"nøster|nøgler|nystan|knäuel|balls|skeins|pelotes|ovillos|novelos|gomitoli|bollen|"
    r"motk(?:ów|i)|kerää|мотков|мотка|клубков)\b"
    # (Georgian, Armenian and Russian bottles and pieces: "6 ბოთლი: 216.00 ₾", "6 шт.:")
    r"|(?<![\d.,])(?:[2-9]\d*|1\d+)\s*(?:ბოთლი|ცალი|շիշ|հատ|бутыл\w*|пляш\w*|шт\.?)(?!\w))"
    r"[^\d:]{0,20}:\s*$",
    re.I,
)
# A set's label in the price's own line: the things it joins, then the set's word and the colon
# ("Էկրան 100" + պրոյեկտոր փաթեթ՝ 519 000 ֏", "Console + second controller bundle:"), or what it
# adds after the colon ("Bundle: with patio cleaner attachment OMR 72.400", "Set: mit Ersatzakku")
# (weak: alone, the set the page sells, "Body + lens kit: €1,099.00" on the kit's own page)
SET_LABEL = re.compile(
    r"\s\+\s[^:+\d]{1,40}\s(?:bundle|package|paket|pakket|pakke|paketti|paquete|pacote|"
    r"pacchetto|komplet|комплект|zestaw|sada|szett|kit|combo|փաթեթ|ნაკრები|პაკეტი)\s*[:：՝]\s*$|"
    r"(?<!\w)(?:bundle|set|kit|combo|paket|pakket|pakke|komplet|комплект|zestaw|paquete|"
    r"pacote|pacchetto)\s*:\s*(?:with|w/|mit|avec|con|com|met|med)\s[^:+\d]{1,50}$|"
    # (Korean, Japanese and Chinese sets of the things joined: "본품+리필 세트 39,000원")
    r"\+\s?[^:+\d\s][^:+\d]{0,30}(?:세트|セット|套装|套裝)\s*[:：]?\s*$",
    re.I,
)
# "… each when you buy 3", "cad. per 3 pezzi": the same tier read from after the price.
_TIER_AFTER = re.compile(
    r"^(?:each|ea\.?|cad\.?|cadauno|chacun|pro stück|per unit|/\s?(?:each|ea|unit))?\s*"
    r"(?:when you buy|if you buy|when buying|for orders of|bei (?:abnahme|kauf) von|"
    r"à l'achat de|per l'acquisto di|al comprar|ao comprar|ab)\s*\d+",
    re.I,
)
# "$20 off", "10 € offerts", "1,000円OFF": an amount taken off or given, not a price.
_OFF_AFTER = re.compile(
    # (and Burmese "off" after the amount, "၂,၀၀၀ ကျပ် လျှော့"; not "လျှော့စျေး", the sale price)
    r"^\W{0,2}(?:off\b|offerts?\b|လျှော့(?!စျေး|ဈေး)|de (?:réduction|remise)|rabatt|descuento|"
    r"de desconto|"
    # (Korean "instant discount" as the amount's own words, not once it is applied: "2,000원
    # 즉시할인", not "39,000원 즉시할인 적용")
    r"sconto|korting|indirim|(?:즉시|추가)\s?할인(?!\s?(?:가(?!능)|적용|중(?!복)|포함))|할인(?!가)|"
    r"割引|引き|"
    r"points?\b|pts?\b|punkte|적립|ポイント|积分|相当|"
    # a discount's amount in more words ("do 800 zł dodatkowego rabatu", "$50 discount",
    # "500 Kč sleva", "5000 Ft kedvezmény")
    r"(?:dodatkowego |extra |additional )?(?:rabatu|rabat\b|zniżki|slevy|sleva\b|zľavy|zľava\b|"
    r"kedvezmény|reducere|popusta|popust\b|alennus|rabais|discount\b)|"
    # a discount or rebate in Chinese, only as the last word after the amount ("HK$50
    # 折扣"; not "折扣價", the discounted price, nor "折扣優惠：全館滿 NT$3,000", a promotion)
    r"(?:折扣(?![價价後后])|回[贈赠])\W*$|"
    # in Malay and Indonesian, likewise only as the last word ("RM5 diskaun"; not a "Diskon
    # s/d 30%" badge after the price, nor "Diskaun ahli tersedia", a member discount offered)
    r"(?:diskaun|diskon|potongan)\W*$|"
    # "Includes $50 instant rebate when bundled…", "$100 mail-in rebate" (not a "Rebate
    # available" badge after the price)
    r"(?:instant|mail-in) rebate\b|"
    # points earned, and a saving, in Turkish: "250 TL puan", "50 TL kazan", "3.000 TL
    # kazancınız var" (not "Kazançlı Paket", a good-value bundle)
    r"puan\b|kazan(?:\b|cınız)|"
    # an amount paid back: "earn <b>₦2,895</b> cashback" (not "499,00 € Cashback-Aktion",
    # a promotion's badge)
    r"cash ?back(?![\w-])|"
    # ... in Bengali, Hindi, Korean, Japanese and Chinese ("৳ ১৫০ ক্যাশব্যাক")
    r"ক্যাশব্যাক|कैशबैक|캐시백|キャッシュバック|返现|返現|"
    # Hindi "up to" and "discount" after the amount ("₹1,500 तक", "₹9,800 तक की छूट", "₹500
    # की छूट")
    r"तक(?![\u0900-\u097f])|(?:की\s+)?(?:तुरंत\s+|तत्काल\s+|अतिरिक्त\s+)?छूट(?![\u0900-\u097f])|"
    r"(?:এর\s+)?(?:তাৎক্ষণিক\s+)?ছাড়(?![\u0980-\u09ff]))",
    re.I,
)
# "Free shipping" beside a price says what the price includes, not that it is a fee.
_FREE_SHIPPING = gated(
    # (Hindi "free delivery" too: "₹499 से ऊपर मुफ़्त डिलीवरी")
    r"free (?:shipping|delivery|postage)|मुफ़्त डिलीवरी|मुफ्त डिलीवरी|फ्री डिलीवरी|"
    r"送料無料|送料込|versandkostenfrei|kostenlose[rn]? "
    r"(?:versand|lieferung)|livraison (?:gratuite|offerte)|envío gratis|envio gratis|"
    r"despacho (?:a domicilio )?(?:gratis|gratuito)|penghantaran percuma|pos percuma|"
    r"spedizione gratuita|gratis verzending|gratis bezorg(?:ing|d)|frete grátis|fri frakt|"
    # free home delivery in Swedish and Norwegian, free freight in Norwegian
    r"(?:fri|gratis) hemleverans|(?:fri|gratis) hjemlevering|gratis frakt|"
    r"gratis fragt|무료배송|包邮|"
    r"משלוח חינם|شحن مجاني|توصيل مجاني|ilmainen toimitus|darmowa dostawa|doprava zdarma|"
    r"ingyenes szállítás|бесплатная доставка|ücretsiz kargo|kargo ücretsiz|"
    # Chinese (traditional, simplified), Thai, Vietnamese, Indonesian
    r"免運|免运|免邮|免郵|免費送貨|免费送货|ส่งฟรี|จัดส่งฟรี|miễn phí vận chuyển|gratis ongkir|"
    r"bebas ongkir|ฟรีค่าจัดส่ง|ฟรีค่าส่ง|ללא דמי משלוח|miễn phí ship|freeship|배송비 무료|"
    # Hindi, Bengali, Nepali, Urdu
    r"(?:निःशुल्क|नि:शुल्क|मुफ्त|मुफ़्त|फ्री) (?:होम )?(?:डिलीवरी|डिलिवरी|शिपिंग)|"
    r"(?:ফ্রি|বিনামূল্যে|ফ্রী) (?:হোম )?(?:ডেলিভারি|ডেলিভারী|শিপিং)|(?:निःशुल्क|फ्री) डेलिभरी|"
    r"مفت (?:ہوم )?(?:ڈیلیوری|ڈلیوری|شپنگ)|"
    r"免運費|免运费|الشحن مجاني|الشحن المجاني|التوصيل المجاني|kargo bedava|"
    r"شحن مجاناً|شحن مجانا|توصيل مجاناً|توصيل مجانا|"
    # Balkan, Baltic, Nordic, Greek, Romanian, Bulgarian, Ukrainian words for free delivery
    r"besplatna dostava|besplatna isporuka|brezplačna dostava|doprava zadarmo|"
    # (the words the other way round: "Dostava je besplatna za narudžbe iznad 60 €")
    r"dostava je besplatna|isporuka je besplatna|dostava je brezplačna|"
    r"frí heimsending|fri levering|gratis levering|fri leverans|ilmainen kuljetus|"
    r"nemokamas pristatymas|bezmaksas piegāde|tasuta kohaletoimetamine|δωρεάν αποστολή|"
    r"livrare gratuită|livrare gratuita|безплатна доставка|безкоштовна доставка|"
    r"бесплатна достава",
    re.I,
)
# Cash back on a card, read in the price's own text only ("احصل على استرداد نقدي 17.45 د.إ."):
# a "Jetzt mit Cashback" badge before the main price does not make it one.
# A pre-order's deposit and the balance charged later ("un acompte de 50,00 €", "Le solde de
# 749,99 € sera débité à l'expédition"), unless denied ("Keine Anzahlung nötig")
_DEPOSIT = gated(
    r"(?<!\bno )(?<!\bkeine )(?<!\bohne )(?<!\bsans )(?<!\bsenza )(?<!\bgeen )(?<!\bingen )"
    r"(?<!\bpas d')"
    r"(?:acompte|anzahlung|caparra|acconto|aanbetaling|handpenning|le solde de|restbetrag|"
    r"zaliczk[aię]|előleg|"
    # Latvian, Lithuanian and Romanian advances ("Rezervē ar avansu 50,00 €")
    r"\bavans[ausā]?\b|\bavansu\b|"
    # Slovenian, Croatian and Serbian deposits ("Ob naročilu plačate le varščino 100,00 €",
    # "Kapara: 50 €", "akontacija")
    r"varščin\w*|kapar[aeu]\b|akontacij\w*|"
    # (Irish "deposit": "Éarlais: €150.00 (inaisíoctha)")
    r"\béarlais\b|"
    # Portuguese, Spanish, Italian and German security deposits ("Caução: 150,00 € (devolvida
    # no fim do aluguer)", "Fianza", "Cauzione", "Kaution")
    r"\bcau[çc][ãa]o\b(?!\s+inclu)|\bfianza\b|\bcauzione\b|\bkaution\b|"
    # Mongolian "advance payment" ("Урьдчилгаа 30%: 867,000₮")
    r"урьдчилгаа|"
    # an advance as a share, in English ("30% advance (Nu. 2,040.00) at order"; not an advance
    # booking's price, nor "Advance payment discount")
    r"\b\d{1,3}\s?% advance\b|"
    # Vietnamese "deposit" ("Đặt cọc 5.000.000₫ (hoàn lại khi trả máy)", "Tiền cọc")
    r"đặt cọc|tiền cọc|"
    # Armenian, Russian and Ukrainian advance payments ("Կանխավճար 30%՝ 85 500 ֏", "Предоплата
    # 30%")
    r"կանխավճար|предоплат|передоплат|"
    # Arabic "advance payment" ("احجز الآن بدفعة مقدمة ر.ع. 50.000 والباقي عند الاستلام")
    r"(?<!بدون )(?<!بلا )(?<!دون )(?<!غير )(?:ال)?دفعة (?:ال)?مقدمة|"
    # (... and a booking's deposit: "دفعة حجز 500.000 د.أ قابلة للاسترداد")
    r"(?<!بدون )(?<!شامل )(?<!يشمل )(?:ال)?دفعة (?:ال)?حجز|"
    # (... and an earnest deposit: "احجز الآن بعربون 10.000 ر.ع.")
    r"(?<!بدون )(?:ب|ال)?عربون|"
    # Georgian advance and prepayment ("ახლავე გადაიხადეთ მხოლოდ ავანსი 50.00 ₾")
    r"ავანს\w*|წინასწარი გადახდ\w*|"
    # Hindi and Nepali, Bengali and Burmese advances ("अहिले अग्रिम रु २,००० मात्र तिर्नुहोस्",
    # "ကြိုတင်စရံငွေ ၂၀၀,၀၀၀ ကျပ်"; not an advance booking's price, "अग्रिम बुकिंग मूल्य")
    r"अग्रिम(?! ?बुकिंग)(?! ?आरक्षण)|অগ্রিম(?! ?বুকিং)|စရံ|"
    # (Tamil, Telugu, Kannada and Malayalam advances: "முன்பதிவுக்கு ₹10,000 முன்பணம்",
    # "అడ్వాన్స్", "ಮುಂಗಡ", "അഡ്വാൻസ്")
    # (not an advance booking's price: "ಮುಂಗಡ ಬುಕಿಂಗ್ ಬೆಲೆ", "అడ్వాన్స్ బుకింగ్ ధర")
    r"முன்பணம்|அட்வான்ஸ்(?! ?புக்கிங்)|అడ్వాన్స్(?! ?బుకింగ్)|ముందస్తు చెల్లింపు|"
    r"ಮುಂಗಡ(?! ?ಬುಕಿಂಗ್)|അഡ്വാൻസ്(?! ?ബുക്കിംഗ്)|മുൻകൂർ തുക|"
    # a Japanese pre-order's deposit and a contract's fees: 予約金, 内金, 頭金, 事務手数料
    r"予約金|内金|頭金|手数料|"
    # a Chinese pre-sale's deposit and its balance ("定金 ¥100 抵 ¥200，尾款 ¥3099", "現只需付訂金
    # HK$200，餘額 HK$799 於發貨前收取")
    r"定金|订金|訂金|尾款|餘額|余额|"
    # a Thai pre-order's deposit and the balance on arrival ("ชำระมัดจำวันนี้ ฿1,000.00",
    # "ชำระส่วนที่เหลือเมื่อสินค้าเข้า")
    r"มัดจำ|ส่วนที่เหลือ|"
    # a reservation's fee, credited to the price later ("Jetzt online reservieren für 500 €",
    # "Reserve online for £99", "Réservez-la pour 500 €")
    r"reservieren für|reservierungsgebühr|reservation fee|reserve (?:it |now |online )*for|"
    r"réserv\w* (?:en ligne )?pour|reservar? (?:online )?por|prenota(?:re|lo|la)? (?:online )?per|"
    r"reserveer (?:online )?voor)",
    re.I,
)
# Shipping words read only in the price's own line ("Házhozszállítás: 1 990 Ft"): alone in a
# badge before the main price ("Rychlá doprava") they would say nothing of that price
# ("Despacho a domicilio $4.990": home delivery in Chile, in the amount's own line only; a
# badge "Retiro en tienda o despacho a domicilio" before the price names the ways to get it)
_OWN_SHIPPING = re.compile(
    # (Chilean "despacho", delivery, right before the amount and its sign: "· Despacho $4.990")
    # (Croatian, Serbian, Bosnian and Slovene "delivery": "Dostava 5,99 €")
    r"szállítás|futárszolgálat|futár|doprava|dostawa|doručení|kézbesítés|"
    # (... and "dostava" leading the fee's own line, its time or place after it: "Dostava 5,99 €",
    # "Dostava 24h 4,99 €", "Dostava u roku 48 sati 4,99 €"; not "Dostava gratis! 129,99 €",
    # nor a line going on: "Dostava na teritoriji Srbije · 12.999 RSD")
    r"(?:^|[·|]\s*)dostava\b(?!\s+(?:je\s+)?(?:gratis|besplatn|brezplačn))[^·|:\n]{0,30}:?\s*$|"
    # (Albanian "transport" as the fee's own label: "Transporti 300 Lekë")
    r"^\W*transporti\s*:?\s*$|"
    # (Finnish "delivery" right before the amount, leading the line or after a comma: "Nouto
    # Lahdesta, toimitus 29 €", pick-up or delivery)
    r"(?:^|[·|]\s*|(?<!alv),\s*)toimitus(?:maksu|kulut)?\s*:?\s*$|"
    r"despacho(?: a domicilio)?\s*:?\s*(?:desde\s*)?(?:\$|clp)?\s*$|"
    # Malay and Indonesian delivery as the fee's own line: "Penghantaran RM4.90"
    r"^\W*(?:penghantaran|pengiriman|ongkir)\s*:?\s*$|"
    # Russian, Ukrainian and Bulgarian delivery leading the line, a separator after it
    # ("Доставка из-за рубежа · 10–14 дней · 199 ₽"; not a badge in the price's own element,
    # "<span>Доставка завтра</span> 4 490 ₽")
    r"^\W*доставка\b[^:·|\d]{0,40}[·|][^·|]*\d[^·|]*[·|]\s*$",
    re.I,
)
# Shipping named as what a price leaves out ("24,95 € inkl. MwSt., zzgl. Versand", "excl.
# verzendkosten", "+ shipping"): the words say the price is the goods' own, not a fee
_EXCL_SHIPPING = re.compile(
    r"(?:zzgl|exkl|excl|ekskl|exclusief|exklusive|excluding|plus|ohne|hors|sans|sin|senza|"
    r"bez|\+)\.?\s*(?:der\s+|de\s+|los\s+)?(?:shipping|delivery|postage|p&p|versand(?:kosten)?|"
    r"verzend(?:ing|kosten)|livraison|frais de (?:port|livraison)|envío|gastos de envío|"
    r"spedizione|frakt|fragt|porto|despacho|ডেলিভারি|डिलीवरी|ڈیلیوری|ڈلیوری)|"
    # Japanese "shipping separate" after the price ("6,480円 (税込) 送料別", "送料別途")
    r"送料別途?|別途送料",
    re.I,
)
# A delivery fee's label right before the amount in the price's own line ("Bezorgkosten
# € 59,95", "Vận chuyển: ₫15.000", "Доставка: 990 ₽"): these words alone are as often a
# delivery-speed badge before the main price ("Доставка завтра 12 490 ₽", "Nopea toimitus");
# a "from" word may stand for the colon ("Toimitus alk. 6,90 €")
_FEE_LABEL = gated(
    r"(?:bezorg|verzend)kosten\s*[:：]?\s*$|"
    # a delivery fee to a region of Chile ("Despacho RM $ 3.990", "Despacho a regiones")
    r"\bdespacho\s+(?:rm|a regiones|regiones|regi[óo]n(?:\s+\w+)?|santiago)\s*[:：]?\s*$|"
    r"(?:bezorging|vận chuyển|giao hàng|доставка|livrare|toimitus(?:maksu|kulut)?|dostava|despacho|"
    r"pengiriman|penghantaran|ongkir|teslimat|ترسیل|توصيل|شحن|"
    # (Serbian and Macedonian in Cyrillic, Croatian and Serbian in Latin: "Испорука: 390,00 дин.")
    r"испорука|достава|isporuka|"
    # (Kazakh "delivery": "Жеткізу: 1 500 ₸")
    r"жеткізу|"
    # (Romanian, Polish, Czech and Nordic "transport" as the label: "Transport: 25,00 lei prin
    # curier")
    r"(?<![\w-])transport(?:ul|u|e|kosten|kostnad|ni)?)"
    r"\s*(?:[:：]|alk\.|alkaen|od|от|from|desde|dès|ab)\s*$",
    re.I,
)
# A service or add-on offered beside the product, named in the price's own text ("ضمان ممتد
# سنتين AED 199.00", "加購電競滑鼠只要 $490", "Extended warranty 3 years £49")
# What a resale shop pays for the item ("WeBuy for cash £138.00", "Sell it to us"), not its price
BUY_BACK_WORDS = r"\bwe ?buy (?:for|at|it)\b|\bsell (?:it )?to us\b|\bwe pay you\b"
_SERVICE = gated(
    # the example a picture shows, planned larger than what is sold ("Abbildung zeigt
    # Beispielplanung – Preis der abgebildeten Planung: € 11.480,–", "Price as pictured")
    r"preis de[rs] abgebildeten|price (?:of the |as )pictured|\bas pictured\b|"
    # a classified's paid promotion of the ad ("Направи обявата VIP за 4,99 €", "Promote your ad
    # for €4.99")
    r"направи обявата|промотирай обявата|\bpromote (?:your|this) (?:ad|listing)\b|"
    # a service offered at an extra charge, named before it ("Fitting available at extra USh
    # 30,000", "Installation at an extra cost of $49")
    r"\b(?:fitting|installation|assembly|delivery|engraving)\b[^\d]{0,20}"
    r"\bat (?:an )?extra(?: (?:cost|charge))?(?: of)?\s*:?\s*$|"
    # Finnish extras named "lisä-" as the line's label ("Lisäakku 69,90 €", an extra battery;
    # "Lisävaruste", an accessory; "Lisätakuu", extra warranty)
    r"^\W*lisä(?:akku|varuste|tarvike|laite|osa|suoja|takuu|palvelu|laturi|terä|pussi)\w*"
    r"\s*[:：]?\s*$|"
    # another product suggested in the price's own line ("You may also like: 2.8kVA model
    # ₦685,000", "Customers also bought:")
    r"^\W*(?:you (?:may|might) also like|customers (?:also )?(?:bought|viewed)|see also|"
    r"also consider|similar (?:item|product|model)s?)\s*:|"
    r"prix (?:du modèle|de la composition) présenté|prezzo della composizione in foto|"
    # a thing bought with this one, for a price then ("チップソー替刃 3枚セット 同時購入で ¥2,980")
    r"同時購入で|同時購入価格|同梱購入で|"
    # a combo of this product and another ("কম্বো অফার: … + … একসাথে মাত্র ৳ ৭৮০", "Combo
    # offer:", "Kombi-Angebot:")
    r"কম্বো অফার|\bcombo (?:offer|deal)\s*:|kombi-?angebot\s*:|"
    # (a set's deal as the line's label, the set named after it: "Set fırsatı: … 3’lü eşarp seti
    # sadece ₺2.990,00"; not "Set fırsatı: ₺2.990,00", the set's own page)
    r"\b(?:set|paket) fırsatı\s*:\s*[^\W\d_][^:]{2,}$|"
    # a camera's kit with a lens, beside the body's price ("ชุดพร้อมเลนส์ 18-55 มม. ฿41,990",
    # "Kit with 18-55mm lens: $1,099", "Set mit Objektiv 18-55 mm")
    r"\b(?:kit|set|bundle) (?:with|w/|mit|avec|con|com|met|z|s) (?:an? |the |dem |l['’])?"
    r"(?:[\w.–-]+ ){0,2}(?:lens|objektiv|objectif|obiettivo|objetivo|lente|objectief|obiektywem)|"
    r"レンズキット|렌즈\s?킷|ชุดพร้อมเลนส์|套机|鏡頭套裝|镜头套装|"
    # ... a set's label, then the things it joins ("Komplet: soundbar + bežični subwoofer za
    # 529,99 €", "Bundle: console + second controller")
    r"(?<!\w)(?:komplet|bundle|set|combo|kit|paket|zestaw|sada|súprava|szett|комплект|conjunto|"
    r"coffret|pakke|paketti|kifurushi|paquete|pacote|pacchetto|pakket)\s*:[^:+\d]{1,40}\s\+\s|"
    # ... or the product's kind, a "+" and its extra before the colon ("Kit + 50 extra strips:";
    # not "Starter Kit + 2 Refills:", a product's own name)
    r"(?<!\w)(?:kit|set|bundle|combo|paket|komplet)\s*\+\s*(?:\d+\s+)?"
    r"(?:extra|additional|spare|more)\b[^:：]{0,40}[:：]\s*$|"
    # ... or the product bought with something else, for a price ("اشترِ الجهاز مع 100 كيس
    # تغليف بسعر BD 27.500", "Buy it with 100 pouches for $27.50")
    r"اشترِ?\s+\S+\s+مع\s[^:]{1,40}\sبسعر\s*$|"
    r"\bbuy (?:it|this|the \w+) (?:together )?with\s[^:]{1,40}\s(?:for|at)\s*$|"
    # (Thai "buy together with … set price": "ซื้อคู่กับถังเก็บน้ำ 1000 ลิตร ราคาชุด ฿9,990")
    r"ซื้อคู่กับ[^:：]{1,50}ราคาชุด\s*[:：]?\s*$|"
    # taking the old one away: "Old mattress removal available, £50.00", "Altgerätemitnahme"
    r"\bremoval\b|haul[- ]away|altger(?:ä|ae)temitnahme|reprise de l'ancien|"
    # fitting at a workshop ("Fitting at our Abossey Okai workshop: GH₵ 80.00")
    r"\bfitting (?:at|service|fee|charge)\b|"
    # a voucher given with the product, in Vietnamese ("Tặng phiếu mua hàng 200.000₫")
    r"\btặng (?:phiếu|voucher|kèm|quà)|"
    # a garment's alterations ("Tailoring adjustments: UGX 20,000", "Alterations from £12")
    r"\btailoring\b|\balterations?\b|"
    # ... and its stitching to measure ("add a stitching charge of Rs 1,200.00", "Stitching
    # charges: ₹450", "সেলাই চার্জ ৳ ৩৫০")
    r"\bstitching (?:charges?|fees?|costs?)\b|সেলাই (?:চার্জ|খরচ)|सिलाई (?:शुल्क|चार्ज)|"
    # a custom print's plate-making and sampling fees ("制版费 ¥150.00/款", "打样费", "開版費")
    r"制版费|製版費|开版费|開版費|打样费|打樣費|"
    # a tyre shop's fitting and balancing ("Umfelgun og jafnvægisstilling: | 9.900 kr.",
    # "Reifenmontage", "Montage des pneus", "Däckbyte")
    r"umfelgun|jafnvægisstilling|\btyre fitting\b|\btire (?:mounting|installation)\b|"
    r"reifenmontage|reifenwechsel|montage des pneus|montaje de neumáticos|däckbyte|dekkskift|"
    r"dækskift|renkaanvaihto|renkaiden vaihto|wymiana opon|přezutí|montaža gum|"
    # a classified site's offer to the seller to promote the ad ("Boost your ad for only $5",
    # "اپنا اشتہار نمایاں کریں صرف Rs 1,200 میں")
    r"\b(?:boost|feature|promote|bump|highlight) (?:your|this) (?:ad|listing|advert)\b|"
    r"اپنا اشتہار|"
    # a bike's fitting in the shop ("Bikefitting i butik 1.495 kr.")
    r"\bbike ?fitting\b|"
    # ... in Danish, Norwegian and Swedish ("Bortskaffelse af gammel sofa: 299 kr.")
    r"bortskaffelse|bortkjøring|bortforsling|"
    # ... and Icelandic ("Förgun gamla tækis 4.990 kr.")
    r"förgun|"
    # ... in Hebrew ("פינוי מזרן ישן: 150 ₪"); gift wrapping and alterations in Japanese
    # ("ギフトラッピング ¥220", "お直し（袖丈詰め）¥1,100"); a car's road tax
    r"(?<![\u05d0-\u05ea])פינוי(?![\u05d0-\u05ea])|ラッピング|お直し|\broad tax\b|"
    # ... gift wrapping as the amount's own label, in other languages ("Gjafainnpökkun: 490 kr.
    # aukalega", "Gift wrapping: +$5", "Geschenkverpackung 3,95 €", "গিফট র‍্যাপ ৳ ৫০"; not a
    # product so named, "Gift wrap roll 3 m", "Hediye Paketi", a gift set)
    # an Arabic service's offer ("خدمة تقصير الطول متوفرة مقابل 2.000 د.ب", hemming for)
    r"خدمة (?![^\d:：]{0,30}مجان)[^\d:：]{0,30}مقابل\s*$|"
    r"(?:\bgift[- ]?wrap(?:ping)?|geschenkverpackung|emballage cadeau|gjafainnpökkun|"
    r"presentinslagning|gaveindpakning|gaveinnpakning|lahjapaketointi|pakowanie na prezent|"
    r"ajándékcsomagolás|עטיפת מתנה|선물 ?포장|礼品包装|禮品包裝|ห่อของขวัญ|গিফট র\u200d?্যাপ|"
    # (Arabic "تغليف هدايا: 1.500 د.ك")
    r"गिफ्ट रैप|تغليف (?:ال)?هدايا|تغليف (?:ك)?هدية)"
    r"\s*(?:service\s*)?[:：+]?\s*(?:[^\w\s]{1,3}|[a-z]{1,3}[$.]?)?\s*$|"
    # an add-on named so right before its amount ("Fur-free hood trim add-on $59.00", "Add-on:
    # €15"; not "Add-on deal", "add-on item", a marketplace's small item sold with an order)
    # (not "Sold as an add-on:", "Price with add-on:", "Bundle & add-on")
    r"(?<![^\W\d_])(?<!\ban )(?<!\bwith )(?<!& )(?<!\band )add-?on\s*[:：+]?\s*"
    r"(?:[^\w\s]{1,3}|[a-z]{1,3}[$.]?)?\s*$|"
    # engraving, a jeweller's add-on, as the line's own label ("Gravering: 195,00 kr.", "Gravur
    # +15,00 €"; not "Price with engraving:", "Preis ohne Gravur", nor French "gravure", a print)
    r"(?:^|[·|•])\W*(?:engraving|gravering|gravur|grabado|incisione|kaiverrus|"
    r"grawer(?:owanie|unek)|gravírozás|gravação|刻字|刻印|각인)\s*(?:service\s*)?[:：+]?\s*"
    r"(?:[^\w\s]{1,3}|[a-z]{1,3}[$.]?)?\s*$|"
    # a device's protection plan by its name ("Complete Protection ₹4,999 for 2 years")
    r"\b(?:complete|total|accidental(?: damage)?|damage|screen|theft)(?: mobile| device)? "
    r"protection\b|"
    # a tyre hotel, storing the other season's set ("Dekkjahótel, geymsla yfir sumarið:",
    # "Däckhotell", "Reifeneinlagerung")
    # (the service as the line's own label, not a product for it: "Tire storage rack",
    # "Reifeneinlagerungsregal", "Dekkstativ / dekkhotell for 8 hjul")
    r"(?:^|[·|•])\W*(?:dekkjahótel|dekkhotell|däckhotell|dækhotel|reifeneinlagerung|"
    r"rengashotelli|tyre hotel|tire hotel|tyre storage|tire storage)(?![^\W\d_])"
    r"(?![\s-]*(?:racks?|bags?|stands?|shel(?:f|ves)|regal|stativ|ställ|hylde|hylle|covers?)\b)"
    r"[^\d:：]{0,40}[:：]?\s*$|"
    # a Dutch bundle deal ("Combideal met monitorarm: € 379,-")
    # (with another product named: not "Combideal € 1.299,-", the page's own deal)
    r"\b(?:combi-?deal|combinatiedeal|bundeldeal) (?:met|incl\.?|inclusief|\+)\s|"
    # an auction's buyer's premium and lot fee as the price's label ("Kavelkosten € 4,50",
    # "Aufgeld:"; not "Price incl. buyer's premium:", "Koopprijs (incl. opgeld):")
    r"(?<!incl\. )(?<!inkl\. )(?<!including )(?<!inclusief )(?<!with )"
    r"(?:\bopgeld\b|kavelkosten|veilingkosten|\baufgeld\b|buyer['’]?s premium|käuferprovision|"
    r"frais (?:acheteur|de vente)|diritti d['’]asta|comisión (?:del )?comprador)\s*[:：]?\s*$|"
    # an optician's or audiologist's test, booked beside the glasses or the hearing aid, as
    # the line's own label ("Hearing assessment QAR 150.00", "Sehtest 25,00 €"; not "Gläser
    # und Sehtest: 149,00 €", a price including it, nor "Eye Test Chart $19.99", a product)
    r"(?:^|[·|•])\W*(?:(?:hearing|eye|sight|vision) (?:assessment|test|exam(?:ination)?|check)|"
    r"sehtest|hörtest|augenprüfung|examen de la vue|test auditif|examen visual|exame de vista)"
    r"(?:\s+(?:fee|gebühr))?\s*[:：]?\s*(?:[^\w\s]{1,3}|[a-z]{1,3}[$.]?)?\s*$|"
    # a home visit to measure or advise ("Hembesök med kökssnickare 995 kr", "Aufmaß vor Ort")
    r"hembesök|hjemmebesøg|hjemmebesøk|hausbesuch|aufmaß|aufmass|visite à domicile|"
    r"home visit|in-home (?:consultation|measure)|opmåling|måttagning|"
    # a DIY shop's cutting or fitting service ("カット加工：1カット 55円", "加工費", "取付工賃")
    r"カット加工|加工費|加工料|取付(?:工賃|費)|取り付け(?:工賃|費)|裁断料|切断料|"
    # ... an installation service in Chinese, right before its amount ("安装服务 ¥150")
    # (or any service so named, its fee after it: "调色服务 ¥20", tinting; "延保服务 ¥99")
    # (an extended warranty with its term between: "延保服务 2年 ¥39.00")
    r"安[装裝]服[务務]\s*[:：]?\s*$|[\u4e00-\u9fff]{1,6}服[务務](?:费|費)?\s*[:：]?\s*$|"
    r"延保服[务務]\s*\d{1,2}\s?(?:年|个月|個月)\s*[:：]?\s*$|"
    r"(?:1|一)カット|cutting service|"
    # ... cutting to measure in Icelandic ("Sögun eftir máli: 450 kr. pr. sögun"; not the
    # German, French or Spanish words: "Prix découpe sur mesure" is the product's own price)
    r"\bsögun\b|"
    # an optional service's own line ("Optional wall-mount installation $199.00",
    # "Professional installation: $149")
    r"\boptional\b[^.:;|·\d]{0,30}\b(?:installation|assembly|setup|service|mounting)\b|"
    r"\b(?:professional|expert|in-home|wall-mount|wall mount) (?:installation|assembly|setup)\b|"
    # a delivery from abroad as the line's lead-in ("Envío internacional desde EE.UU. <b>$189
    # </b>", "International shipping from the US")
    r"\benv[ií]o (?:internacional|express|expr[eé]s)\b[^\d:：]{0,40}$|"
    r"\binternational (?:shipping|delivery)\b[^\d:：]{0,40}$|"
    # a surcharge in Chinese and Japanese, right before its amount ("尺碼 US 12–13 另加 HK$300",
    # "大きいサイズは追加 ¥500")
    r"(?:另加|加收|追加|加[價价])\s*[:：]?\s*$|"
    # ... or leading the price's own line ("इंस्टॉलेशन: विक्रेता द्वारा मुफ्त · वॉल माउंट ₹499",
    # "Installation: free · Wall bracket $49")
    r"^\W*(?:installation|instalación|instalação|installazione|montage|montaje|montagem|"
    r"instalace|instalacja|asennus|uppsetning|इंस्टॉलेशन|इंस्टालेशन|ইনস্টলেশন|"
    r"lắp đặt|pemasangan|kurulum|التركيب)\s*[:：]\s*[^\W\d_][^\d:：]{0,59}$|"
    # ... offered at a price ("Instalación disponible por $ 899", "Montage möglich ab 79 €")
    r"\b(?:instalación|installation|instalação|installazione|montage|montaje|montagem|"
    r"instalace|instalacja|assembly) (?:disponible|available|disponível|disponibile|"
    r"verfügbar|möglich|possible|dostępna|k dispozici)\b|"
    r"\b(?:assembly|installation|fitting) service\b|montageservice|aufbauservice|"
    r"service de montage|servicio de montaje|servizio di montaggio|monteringsservice|"
    # the tax in the price, as its own line ("Importe de impuestos: 0,81 €", "Tax amount:")
    r"importe de (?:los )?impuestos|importo (?:iva|tasse)|\btax amount\b|mwst\.?-betrag|"
    # a resale app's buyer-protection fee ("+ Købsbeskyttelse 25 kr.")
    r"købsbeskyttelse|kjøperbeskyttelse|köparskydd|buyer protection|käuferschutz|"
    r"protection acheteurs?|protección al comprador|kopersbescherming|"
    # a delivery slot's or a shop's service fee ("Coste del servicio 8,00 €")
    r"coste del servicio|costo del servicio|gastos de (?:servicio|gestión)|\bservice fee\b|"
    r"servicegebühr|servicekosten|frais de service|taxa de serviço|costo del servizio|"
    r"montant de (?:la )?tva|"
    r"retiro (?:del|de tu) (?:viejo|antiguo|usado)|ritiro (?:dell')?usato|"
    r"extended warranty|warranty extension|garantieverlängerung|garantieerweiterung|"
    # Croatian, Serbian and Slovene extended warranties ("Produženo jamstvo +24 mj. za 39,00 €")
    r"produženo jamstvo|produljeno jamstvo|produžena garancija|podaljšana garancija|"
    # the warranty extended as a call to do so ("Extiende tu garantía 1 año: $ 3.990")
    r"(?:extiende|extienda|extender|ampliar|amplía|extend|prolongez|prolonger|estendi|"
    r"estenda|estender) (?:tu |su |your |votre |la |sua |a )?(?:garantía|warranty|garantie|"
    r"garanzia|garantia)|garantie verlängern|"
    r"extension de garantie|garantía extendida|ampliación de garantía|garanzia estesa|"
    r"estensione (?:di )?garanzia|garantia estendida|przedłużona gwarancja|ضمان ممتد|"
    # Hungarian and Thai extended warranty ("kiterjesztett +2 év: 14 990 Ft", "Garanciabővítés",
    # "ขยายประกัน +1 ปี ฿590")
    r"ขยาย(?:การ)?รับประกัน|ขยายประกัน|"
    r"kiterjesztett (?:garancia|jótállás|\+?\d+ év)|garanciabővítés|garancia ?kiterjesztés|"
    r"ضمان إضافي|تمديد الضمان|延長保固|延長保証|保固延長|보증 연장|"
    r"protection plan|protect your purchase|"
    r"\d[- ]?(?:year|yr|jahr|an|año|anno)s?[- ](?:protection|warranty|garantie|coverage)|"
    # the plan's name first: "ZipCare Protect 1 year ₹6,499"
    r"\bprotect(?:ion)?\s+\d+\s?(?:year|yr|month)s?\b|"
    r"schutzbrief|加購|加价购|加價購|換購|换购|추가구매|"
    # a spare battery or charger sold beside a tool ("Dodatna baterija 18V 2Ah: 3.990 RSD",
    # "Zusatzakku 18 V: 49,99 €", "Batterie supplémentaire : 59,90 €")
    r"\b(?:dodatn[aieo]|additional|spare|extra|zusätzliche[rs]?|adicional|aggiuntiv[ao]|"
    r"dodatkow[aey])\s+(?:baterij[aeu]|battery|batteries|akku|batterie|batería|batteria|"
    r"bateria|akumulator|charger|ladegerät|punjač|cargador|caricabatterie)\b|"
    r"\bzusatzakku|\bersatzakku|batterie supplémentaire|"
    # a spare part or refill alone as the line's label ("替刃のみ：¥1,650", "Replacement blades
    # only: $12.99", "Ersatzklingen: 9,90 €", "Lames de rechange :", "교체용 날:")
    r"(?:替刃|替え刃|交換用|スペア|詰め?替え?用?)[^\s:：\d]{0,8}\s*[:：]\s*$|"
    r"\b(?:replacement|spare)\s+(?:blades?|heads?|parts?|cartridges?|filters?|refills?|bags?|"
    r"brush(?:es)?|pads?|bits?|discs?|nozzles?)(?:\s+only)?\s*[:：]\s*$|"
    r"\bersatz(?:klinge|messer|kopf|köpfe|filter|beutel|teil|bürste)\w*\s*[:：]\s*$|"
    r"\b(?:lames?|têtes?|filtres?|recharges?) de rechange\s*[:：]\s*$|"
    r"\b(?:(?:hojas?|cuchillas?|cabezales?|filtros?) de (?:repuesto|recambio)|recambios?|"
    r"repuestos?)\s*[:：]\s*$|"
    r"교체용[^:：\d]{0,8}[:：]\s*$|"
    # fitting tyres as the price's own label ("Přezutí: 600 Kč", "Wymiana opon: 80 zł")
    r"\bpřezutí\b|\bprezutie\b|wymiana opon|"
    # delivery with connection as a service ("Bezorgen + aansluiten € 35,00")
    r"\bbezorgen\s*(?:[+&]|en)\s*(?:aansluiten|installeren|plaatsen)|\baansluitservice\b|"
    # a trade-in's extra discount, delivery and installation ("舊機換新 額外折 HK$1,500",
    # "送貨及安裝 HK$300")
    # a service's fee ("测量安装服务费 ¥200.00", measuring and fitting; "上門服務費")
    r"(?<![含免包])(?:服务费|服務費|测量费|測量費|丈量费|丈量費|上门费|上門費)|"
    r"舊機換新|旧机换新|以舊換新|以旧换新|額外折|额外折|折抵|送貨|送货|安裝費|安装费|\btrade-?in\b|下取り|"
    r"eintauschen|altgerät|inruilen|\binruil\b|"
    # ... in Greek, Portuguese, Spanish, Italian, Polish ("Ανταλλαγή παλιού laptop: επιπλέον
    # έκπτωση έως 150,00 €", "Retoma do usado", "Entrega tu usado", "Permuta dell'usato")
    r"ανταλλαγή|\bretoma\b|entrega tu (?:usado|equipo)|\bpermuta\b|odkup starego|"
    # ... in Vietnamese ("Thu cũ đổi mới: trợ giá thêm đến 1.000.000₫")
    r"thu cũ đổi mới|trợ giá|"
    # an extra item right before its price ("Control adicional $349.900", "Mando adicional:")
    r"\badicional(?:es)?\s*:?\s*$|"
    # ... in Finnish ("Vaihtohyvitys: tuo vanha saha ja saat −50 €")
    r"vaihtohyvity|"
    # a classified's fee to feature the ad ("ميّز إعلانك بـ 5.000 د.أ لمدة أسبوع", "Promote your
    # ad for £4.99", "Anzeige hervorheben")
    r"(?:ميّز|ميز|روّج|روج|ثبّت|ثبت) إعلانك|\b(?:promote|feature|bump) (?:your|this) "
    r"(?:ad|listing)\b|anzeige hervorheben|mettez en avant votre annonce|"
    # (in Czech and Slovak: "Topovat inzerát za 49 Kč", "Zvýraznit inzerát")
    r"topova[tť] inzerát|topování inzerátu|zvýrazni[tť] inzerát|"
    # (in Swahili: "Pandisha tangazo lako kwa KSh 499 tu")
    r"pandisha tangazo|"
    # (in Spanish and Portuguese: "Destacá tu aviso por Gs. 35.000", "Destaque seu anúncio")
    r"(?:destac[aá]|destaque|impuls[aá]|resalt[aá]) (?:tu|su|seu|o seu) "
    r"(?:anuncio|aviso|anúncio|publicaci[oó]n)|"
    # engraving a name, in Arabic ("حفر الاسم على الغطاء الخلفي: BD 5.000 إضافية")
    r"حفر (?:ال)?اسم|نقش (?:ال)?اسم|"
    # a resale shop's buy-back price ("WeBuy for cash £138.00", "We buy for", "Sell to us")
    rf"{BUY_BACK_WORDS}|"
    # a protection plan or insurance offered beside the product in Indonesian/Malay, Thai,
    # Vietnamese ("Proteksi Gadget 1 thn Rp329.000", "ประกันจอแตก ฿990", "Bảo hành mở rộng");
    # not a case that protects ("Casing Proteksi Kamera"), nor a service-centre warranty
    r"\bproteksi\b[^\d]{0,20}\d+\s?(?:thn|tahun|bln|bulan)\b|ประกันจอแตก|ประกันอุบัติเหตุ|"
    r"bảo hành mở rộng|gói bảo hành|"
    # delivery or assembly as the price's own line: "Levering 299 kr. eller gratis
    # afhentning", "Hemleverans 695 kr", "İstanbul içi montaj ücretsiz, diğer iller 1.500 TL"
    r"^\W*(?:hjem)?levering\s*:?\s*$|^\W*(?:hem)?leverans\s*:?\s*$|\bmontaj\s+(?:ücret|bedel)|"
    # delivery to the floor and installation as a service's label ("Consegna al piano e
    # installazione: 79,00 €"; not "Prezzo con installazione: …", the price with it)
    r"(?<!con )consegna al piano(?! inclus)|(?<!con )(?<!inclusa )installazione\s*:\s*$|"
    # the successor model's price on a discontinued product's page
    r"後継機種|後継モデル|後継品|後継商品|\bsuccessor model\b|nachfolgemodell|"
    # ... named as what replaced it ("Utgått – produkten har ersatts av NV-12 (18 990 kr)")
    r"\b(?:replaced|superseded) by\b|(?:^|\W)(?:successor|nachfolger|opvolger|efterträdare|"
    r"efterfølger|etterfølger|efterföljare|seuraaja|następca|nástupce|nasledniški model|"
    r"naslednik|nasljednik|наследник)\s*:|ersatts av|"
    r"erstattet (?:af|av)|"
    r"ersetzt durch|remplacé par|"
    # (Mongolian "new model:" on a discontinued product's page: "Шинэ загвар: … 32,000₮")
    r"шинэ загвар\s*[:：]|"
    # (Arabic "the new alternative:", "the replacement:": "البديل الجديد: Dunra 65 Pro")
    r"(?:ال)?بديل (?:ال)?جديد\s*[:：]|^\W*(?:ال)?بديل\s*[:：]|"
    r"(?:sustituido|reemplazado|substituído|substituido) por|sostituito da|vervangen door|"
    # an accessory "sold separately" as its line's label ("Θήκη (πωλείται χωριστά):", "Case
    # (sold separately):", "Etui separat erhältlich:")
    r"\b(?:sold|available|purchased) separately\b|πωλείται χωριστά|se vende por separado|"
    r"vendu s[ée]par[ée]ment|separat erhältlich|wird separat verkauft|venduto separatamente|"
    r"vendido separadamente|sprzedawan[ey] (?:osobno|oddzielnie)|säljs separat|sælges separat|"
    r"selges separat|los verkrijgbaar|"
    # ("Producto descontinuado. Lo reemplaza la Tableta 72 % … por S/ 26.90.")
    r"\b(?:lo|la|los|las) (?:reemplaza|reemplazan|sustituye|sustituyen)\b|"
    r"zastąpion[ya] (?:przez|modelem)|korvattu|nahrazen[oa]? |[îi]nlocuit de|"
    # (Czech "replaced it": "Nahradil jej model Pixelon ZX200 za 14 990 Kč")
    r"nahradil[ao]? (?:jej|ho|ji)\b|"
    # another edition's page, linked: "通常版 KB75 はこちら（¥19,800 税込）" (is here)
    r"はこちら\W{0,3}$|"
    # (Thai "see the new model", "replacement product"; "see the new model", "zum neuen Modell")
    r"สินค้ารุ่นใหม่|สินค้าทดแทน|\bsee (?:the )?new model\b|zum neuen modell|"
    # ... or its replacement ("Looking for a replacement? See the 26 in. … – now $1,199.00")
    r"looking for a replacement|\breplacement (?:model|product|item)\b|"
    # (Chinese "recommended replacement, new model": "推荐替代新款：重型工具车 6抽 ¥1,299.00")
    r"替代新款|推荐替代|推薦替代|"
    # (... and "successor model": "推薦後繼款 經典二代 26 吋 NT$5,980", "后继款", "接班款")
    r"(?:^\W*|推薦|推荐)(?:後繼款|后继款|後繼機種|后继机型|後繼型號|后继型号|接班款)|"
    # (Estonian "replacement product" as a label: "Asendustoode: <a>Terrassiõli X Plus</a> 34,90
    # €"; not a compatible cartridge so called, "Asendustoode, hind 12,90 €")
    r"\basendustoode\s*[:：]|"
    # ... or another model offered instead, leading the line ("หรือเลือก Vortek GX 80 ราคา
    # ฿38,900", or choose; "Or choose the GX 80 at $899")
    # (a model's number after the verb, before any colon: not "Or choose one-time purchase:",
    # "O elige pago único:", "หรือเลือกชำระเต็มจำนวน ฿12,900", or choose to pay in full)
    # ... or a related product, so labelled ("Related: Inverter Generator 2000W ₱38,990.00")
    r"^\W*(?:related|see also)\s*:|"
    # (... in more languages: "Se også: <a>Lue Marius</a> kr 349", "Siehe auch:", "Voir aussi :")
    r"^\W*(?:se også|se även|katso myös|siehe auch|zie ook|voir aussi|ver también|"
    r"vedi anche|veja também|ver também|zobacz (?:też|także|również)|viz také|pozri aj|"
    r"lásd még|vezi și|vaata ka|skatīt arī|taip pat žiūrėkite|смотрите также|см\. также|"
    r"дивіться також|ayrıca bakınız|bkz\.?|sjá einnig)\s*:|"
    r"^\W*(?:(?:or|alternatively),? (?:choose|select|consider|pick)|หรือเลือก|"
    r"oder (?:wählen|nehmen) sie|ou choisissez|o (?:elige|elija|scegli))\s*[^\d:：฿$€£¥]{0,24}\d|"
    # (a link to it, named so: "Try its replacement: <a>Stratus Lo 2</a> <b>£84.99</b>")
    r"\b(?:try|see|view|shop|discover|check out) (?:its|the|our) (?:replacement|successor)"
    r"\s*[:：]|"
    # ... and the predecessor's, still sold ("Die Vorgängerkonsole NX ist weiterhin für 299,99
    # € erhältlich", "The previous model is still available for $299")
    r"vorgänger\w*|\bpredecessor\b|\bprevious (?:model|generation)\b|modèle précédent|"
    r"modelo anterior|modello precedente|"
    # "save up to 150 €", "bis zu 150 € sparen": a ceiling, not a price
    r"(?:up to|bis zu|jusqu'à|jusqu’à|fino a|upp till|op til|jopa|enintään|최대|最大|"
    # (Hindi, Bengali, Persian, Vietnamese, Thai, Indonesian "at most": "10% तत्काल छूट,
    # अधिकतम ₹1,250")
    r"अधिकतम|সর্বোচ্চ|حداکثر|tối đa|สูงสุด|maksimal|maks\.|"
    # (Arabic "up to" after what covers, refunds or takes off: "قد يغطي التأمين الصحي حتى
    # 300.000 د.أ", insurance may cover up to; not "عرض لفترة محدودة حتى", an offer until)
    r"(?:يغطي|تغطي|التأمين|تأمين|خصم|استرداد|توفير|وفر)[^\d:：]{0,30}(?<!\w)(?:حتى|لغاية)|"
    # (what insurance or a health fund may cover: "Your insurance may cover $300"; not "Price
    # with insurance covers", a label)
    r"\b(?:insurance|health fund|medicare)\b[^\d:：.]{0,20}\b(?:may|can|could|will|typically|"
    r"usually|often) covers?)"
    r"\s*:?\s*$|"
    # ... or a cap in brackets: "akár 50% visszatérítés (max. 3 000 000 Ft)", "(max. 500 €)"
    r"\(\s*max(?:\.|imum)?\s*$|"
    # a household tax credit's amount ("Kotitalousvähennys 400,00 €", "ROT-avdrag: 3 000 kr";
    # not "Pris efter ROT-avdrag", the price after it)
    r"(?<!efter )(?<!jälkeen )(?<!after )(?<!med )(?<!etter )"
    r"(?:kotitalousvähennys|\b(?:rot|rut)-?avdrag|håndværkerfradrag|servicefradrag)"
    r"(?:\s+jopa)?\s*[:：]?\s*$",
    re.I,
)
# A yearly price right after the amount ("or $99.99/yr. until cancelled", "69,00 € / an"):
# a plan beside the product's own price; the price itself when the page shows nothing else
_YEARLY = re.compile(
    r"^\s*(?<![A-Za-z])/\s?(?:yr|year|jahr|an|año|anno|år|rok)\b|"
    r"^\s*(?:per year|a year|annually|pro jahr|par an|al año|all'anno|rocznie|per annum|"
    r"jährlich|par année|por año|all'anno|årligen|om året|pro rok)\b",
    re.I,
)
# An amount worked out from the price ("soit 10,00 € le t-shirt", "entspricht 2,50 € pro
# Stück"): a price per item of a pack, not the pack's price
_DERIVED = re.compile(r"(?<!\w)(?:soit|entspricht|equivale a|pari a)\s*:?\s*$", re.I)
_PER_ITEM_AFTER = re.compile(
    # (a French tax word may come first: "soit 22,70 € TTC / m²")
    r"^\s*(?:(?:ttc|ht)\s*)?(?:(?:le|la|par|pour|per|pro|each|je)(?!\w)|l['’]|/)"
    # "soit 39,49 € le paquet", "pari a 44,35 € per confezione": the pack is what one buys
    r"(?!\s*(?:paquet|pack|colis|lot|carton|rouleau|boîte|boite|confezione|pacco|scatola|"
    r"caja|paquete|rollo|packung|paket|karton|rolle|box|case|carton|bundle|set|sac|sacco|saco))",
    re.I,
)
# The price's own saving line ("Du sparst 500,00 €")
# "Du sparst 20 €", "Выгода 20 000 ₽", "Экономия 5 000 ₽": the amount saved, in its own line
# "할인 138,600원", "割引 ¥3,000": the discount right before it (not "할인가", the sale price)
_OWN_SAVING = gated(
    r"\bsparst\b|выгода|экономия|вигода|економія|(?<![%％\s])\s*(?:할인|割引)\s*[:：]?\s*$|"
    # Thai "extra discount", "discount" right before the amount ("ใช้โค้ด SIAM500 ลดเพิ่ม ฿500")
    r"(?:ลดเพิ่ม|ส่วนลด|ลดทันที)\s*[:：]?\s*$|"
    # the word alone leading the amount's own text, in Czech, Slovak, Indonesian, Vietnamese:
    # "Sleva 1 000 Kč", "Hemat Rp400.000", "Tiết kiệm 300.000₫" (a "Sleva" badge before the
    # price, "Paket Hemat", "Combo tiết kiệm" name the offer, not a saving)
    r"^\s*(?:sleva|zľava|hemat|tiết kiệm|tipid)\s*[:：]?\s*$|"
    # ... and Rioplatense Spanish "you save", "saving" ("Ahorrás Gs. 300.000", "Ahorro: $ 5.000")
    r"^\s*(?:ahorr[aá]s|ahorro|ahorrate)\s*[:：]?\s*$|"
    # Chinese "a further discount of", "instant discount" right before the amount ("街口支付再折
    # NT$100", "现折 ¥50")
    r"(?:再折|現折|现折|立折|再減|再减|立減|立减)\s*[:：]?\s*$|"
    # Vietnamese "a further ... off" ("Giảm thêm 500.000₫ khi thanh toán qua ví điện tử")
    r"^\s*giảm (?:thêm|ngay)\s*[:：]?\s*$|"
    # ... and "Giảm" alone leading a voucher's own text ("Mã giảm giá của Shop: <span>Giảm
    # 50.000₫</span>")
    r"^\s*giảm\s*[:：]?\s*$|"
    # Swahili "a discount of" right before the amount ("upate punguzo la KSh 100")
    r"\bpunguzo(?: la)?\s*[:：]?\s*$|"
    # Arabic "a discount (of)", "save" leading the amount's own text ("خصم ٥٫٠٠٠ د.ك عند الدفع
    # عبر كي نت", "وفّري 150.00 د.إ"; not "بعد الخصم", the price after it)
    r"^\s*(?:خصم|وف\u0651?ر(?:ي|وا)?|توفير)(?: إضافي| بقيمة)?\s*[:：]?\s*$",
    re.I,
)
# A price per piece right before the amount ("（1個あたり12,400円）")
# A fee paid before or beside the price on a contract ("Upfront cost £30.00")
_UPFRONT = re.compile(r"upfront|up-front|pay today", re.I)
# "incl. VAT", "inkl. 20 % MwSt.", "TTC", "IVA incluido", "税込": the tax is in the price
TAX_INCLUDED = (
    r"(?:(?:inc(?:l(?:\.|uding|usive)?)?|inkl)\.?\s*(?:of\s+)?"
    r"(?:\d+(?:[.,]\d+)?\s*%\s*)?(?:vat|gst|tax|btw|mwst|ust|moms|mva|alv|iva)\b|ttc\b|"
    r"iva (?:incluid[oa]|inclusa|incl\.?)|con iva\b|tax(?:es)? included|taxes incluses|"
    r"kdv dahil)|税込|(?<!不)含[税稅]"
)  # (no word boundary before it: "Ex VATInc VAT" is a toggle's two buttons run together)
# A dollar reference beside a Latin American shop's own price ("Ref. US$ 575", "Referencia
# USD 120"): a conversion, not the price to pay
_REFERENCE = re.compile(r"\bref(?:\.|erencia)?\s?:?\s*(?:us\$|u\$s|usd)?\s*$", re.I)
# (and Chinese "each" before a pack's or lot's piece price, as a share in brackets or an
# approximate one: "（每條 HK$8.80）", "每台約 NT$8,330"; not "每條 HK$980", a tyre's own price)
_PER_PIECE = re.compile(
    r"(?:あたり|当たり)\s*:?\s*$|[(（]\s*(?:約|约)?每(?:條|条|個|个|件|支|隻|只|片|包|粒|顆|颗|瓶|罐|盒|台)"
    r"(?:約|约)?\s*[:：]?\s*$|"
    r"(?:^|\s)每(?:條|条|個|个|件|支|隻|只|片|包|粒|顆|颗|瓶|罐|盒|台)(?:約|约)\s*[:：]?\s*$|"
    # (Korean "per piece" of a pack, "per millilitre" of a bottle: "개당 798원", "ml당 1,267원",
    # "100g당 2,450원")
    r"(?:^|\s)(?:\d+\s?)?(?:개|매|장|정|포|병|캡슐|ml|g|kg|l)당\s*[:：]?\s*$|"
    # (... and per unit spelt in Hangul: "리터당 9,950원", "미터당", "킬로그램당", "평당", "㎡당")
    r"(?:^|\s)(?:\d+\s?)?(?:리터|미터|킬로(?:그램)?|그램|평|㎡|m²|제곱미터)당\s*[:：]?\s*$"
)
_CASHBACK = re.compile(
    # (and a bank's refund with its cap: "20% de reintegro (tope $ 30.000)")
    r"cashback|cash back|reintegro|\(\s*tope\b|استرداد نقدي|كاش باك|キャッシュバック|캐시백|返现|"
    # (in Bengali and Hindi letters: "১০% ক্যাশব্যাক — কার্যত ৳৪,৩৬৫", "कैशबैक")
    r"ক্যাশব্যাক|कैशबैक|"
    # ... in Georgian, Russian and Ukrainian ("ქეშბექი 200 ₾ შეძენის შემდეგ", "Кешбэк 1 500 ₽"),
    # and in Thai, Turkish, Greek, Hebrew and Vietnamese right before the amount ("เงินคืน ฿500",
    # "Nakit iade 300,00 TL"; not a refund guarantee, "Hoàn tiền 111% nếu hàng giả · 7.490.000₫")
    r"ქეშბექ|к[еэ]шб[еэ]к|"
    r"(?:เงินคืน|nakit iade|επιστροφή χρημάτων|החזר כספי|hoàn tiền)\s*[:：]?\s*$|"
    # a French maker's refund offer ("ODR : 50 € remboursés par la marque sur demande")
    r"^\W*odr\b|rembours[ée]s? par (?:la marque|le fabricant)|offre de remboursement|"
    # Chinese "rebate", "cash back" ("Fujifilm 官方回贈 HK$800", "現金回饋 NT$500")
    r"回[贈赠]|返現|回饋|回馈|"
    # an amount earned back, right before it: "Earn R 250 in eBucks", "Gana $449.95 en
    # Monedero", "Ganhe R$ 20 de volta", "Cumulez 5 € sur votre carte"
    r"\b(?:earn|gana|ganhe|acumula|acumule|gagnez|cumulez|verdiene|sammle|guadagna|"
    r"accumula|recibe|recebe|ganás|obtén|saat|you get|you'll get|erhältst|bekommst)\b"
    r"(?:\s+(?:up to|hasta|até|jusqu'à|bis zu|fino a))?\s*:?\s*$|"
    # bonus points worth an amount, right before it: "Бонус до 27 499 ₸", "Бонусы: 1 200 ₽"
    r"(?<!\w)бонус\w*(?:\s+до)?\s*:?\s*$|"
    # ... and points for a review ("Баллы за отзыв: 150 ₽")
    r"(?<!\w)балл\w*(?:\s+за\s+[^\W\d_]+)?\s*:?\s*$",
    re.I,
)
_PERCENT_AFTER = re.compile(r"^\s?[%٪％](?!\d)")  # ASCII, Arabic, full-width; not "%30" (Turkish)
# A line that starts by naming its number the price: "Prezzo: 34,90 EUR IVA inclusa",
# "Price: $24.95", "Цена: 85 руб." (an old shop's product table, with no heading to find)
_PRICE_WORDS = (
    r"(?:our price|your price|unser preis|ihr preis|notre prix|nuestro precio|onze prijs|"
    r"vår pris|price|preis|prezzo|prix|precio|preço|prijs|pris|hinta|cena|cijena|"
    r"fiyat[ıi]?|цена|ціна|τιμή|ár|kaina|hind|verð)\s*:"
)
_PRICE_LINE = re.compile(rf"^\W*{_PRICE_WORDS}", re.I)
# ... or a label ending just before the price ("Цена: <b>85 руб.</b>")
PRICE_LABEL_END = re.compile(rf"(?<![^\W\d_]){_PRICE_WORDS}\s*$", re.I)
# Labels of the price to pay now: "Now", "Sale price", "Ahora", "Ihr Preis", "판매가", "網路價".
_NOW_TEXT = gated(
    r"(?:^|\b)(?:now|sale price|our price|your price|offer price|special price|deal price|"
    # (Magento's special price so labelled: "Reg. $2,399.95 · Instant Savings Price $2,099.95")
    r"(?:instant )?savings price|"
    r"price now|ahora|jetzt|ihr preis|unser preis|aktionspreis|angebotspreis|sonderpreis|"
    r"prix soldé|prix promo|prix actuel|maintenant|adesso|prezzo scontato|prezzo offerta|"
    r"nu|nyt|nå|teraz|şimdi|agora|por|"
    # a shop's price paid in cash beside a card price with its surcharge (South Asian shops'
    # "Cash Price Rs. 64,750.00 · Card Price Rs. 71,225.00")
    r"cash price)\s*:?\s*$|"
    r"(?:판매가|할인가|現金[價价]|现金价|販売価格|セール価格|特価|現價|现价|售價|售价|網路價|网络价|優惠價|优惠价|"
    r"特價|促销价|促銷價|活动价|活動價|折扣价|折扣價|السعر الحالي|بعد الخصم)\s*[:：]?\s*[¥￥]?\s*$|"
    # VirtueMart's sales price, the one to pay ("Precio de venta: 8,95 €")
    r"(?:^|\b)(?:precio de venta|prezzo di vendita|sales price|verkaufspreis|prix de vente)"
    r"\s*:?\s*$",
    re.I,
)
# "price" in the shop's own language names a price element as well ("precio-ahora",
# "produktpreis", "prix-final").
# The price words of classes the colon-label guard trusts (an element so named is the price's,
# whatever label it shows: not the newer languages' words below, "<span class=hinta>
# Lahjapaketointi: 4,90 €</span>" being a fee's)
PRICE_NAME_CORE = re.compile(
    # (and Central and South-East European "cena", "ceny", "cijena": "<div class=cijena>")
    r"price|preis|prix|precio|prezzo|prijs|preco|preço|cijena|(?<![a-z])cen[ayě]",
    re.I,
)
_PRICE_NAME = re.compile(
    PRICE_NAME_CORE.pattern + "|"
    # ... and Finnish, Lithuanian, Turkish, Malay and Indonesian, Nordic ones as whole words
    # ("<p class=tuote__hinta>", "kaina", "urun-fiyat", "harga-produk", "produkt-pris")
    r"(?<![a-z])(?:hinta|hinnat|kaina|kainos|fiyat|fiyati|harga|pris|priser)(?![a-z])",
    re.I,
)
_PROMINENT_CLASS = re.compile(
    r"sale|current|final|now|special|actual|offer|selling|our|topay|main|primary|hero|"
    r"customer|promo|deal|retail-price|dsc",
    re.I,
)
# A shop that sells to businesses only: its main price is net of VAT whatever it adds below.
_TRADE_ONLY = gated(
    r"nur für (?:gewerbe|unternehm|firmen|geschäftskunden|händler)|nur an (?:gewerbe|unternehm|"
    r"firmen|geschäftskunden|händler)|ausschließlich (?:für |an )?(?:gewerbe|unternehm|firmen|"
    r"geschäftskunden|händler)|kein verkauf an (?:privat|verbraucher)|b2b[- ]only|"
    r"(?:only|exclusively) for (?:business|trade|professional)|trade customers only|"
    r"business customers only|no sales to (?:consumers|private)|réservé aux professionnels|"
    r"uniquement (?:aux|pour les) professionnels|alleen voor (?:zakelijke|bedrijven|ondernemers)|"
    r"solo (?:para|a) (?:profesionales|empresas)|solo per (?:professionisti|aziende)|"
    r"endast för företag|kun for (?:erhverv|bedrifter|virksomheder)|tylko dla firm",
    re.I,
)

# An auction's bid: what the highest bidder offers so far, not a price anyone can pay now.
# The items of a bundle bought one by one: a sum to compare with, not a price to pay ("Los
# gekocht: € 469,98", "If bought separately: $520", "Einzeln gekauft 89,97 €")
# (not "sold separately", a note under an accessory, nor "por separado" alone in a
# description: the words say what buying them one by one costs)
SEPARATELY = gated(
    r"(?:bought|purchased|priced|buy(?:ing)?) separately|(?<!sold )separately\s*:|"
    r"los gekocht|los kopen|apart gekocht|"
    r"einzeln gekauft|bei einzelkauf|im einzelkauf|achetés? séparément|"
    r"comprad[oa]s? por separado|comprad[oa]s? separadamente|acquistat[ie] separatamente|"
    r"kupione osobno|zakoupeno zvlášť|köpt(?:a)? separat|købt separat|kjøpt separat|"
    # (Chinese "单独购买" alone is a group-buy page's price paid alone: "单独购买 ¥25.9"
    # beside "拼单价 ¥19.9"; the items' sum is "分别购买" or "单独购买合计")
    r"erikseen ostettuna|個別購入|単品合計|개별 구매|分别购买|分別購買|单独购买(?:合计|总价)|"
    # a bundle's piece priced alone, after its name and a dash or in brackets ("(sold alone BD
    # 189.900)", Croatian, Bosnian and Serbian "individually": "Slušalice HD6 — pojedinačno
    # 329,99 €"; not "Prodaje se pojedinačno", sold one by one, nor "Cijena pojedinačno", each)
    r"(?:[(]|\s[—–-])\s*(?:(?:sold|bought|purchased|priced) alone|pojedinačno|појединачно|"
    r"posamezno)\s*:?\s*$",
    re.I,
)
_BID = Folded(
    # a Japanese auction's current price, its label alone ("<th>現在</th><td>12,500円")
    r"(?:^|\s)現在\s*[:：]?(?:\s|$)|"
    r"current bid|starting bid|winning bid|\bbids?\b|aktuelles gebot|höchstgebot|startgebot|"
    # a Finnish auction's bids ("Oma tarjous (väh. 150 €)", "Korkein tarjous 145 €"; not
    # "Tarjous 19,90 €", a sale price)
    r"\boma tarjous|\bkorkein tarjous|\bnykyinen tarjous|\bhuuto\b|vähimmäistarjous|\bhuutomaksu|"
    # a shopper's own bid and its least amount ("Tu oferta (mín. ₲ 1.900.000)", "Your bid (min.",
    # "Ihr Gebot (mind.", "Votre offre (min.")
    r"\b(?:tu oferta|tu puja|your bid|ihr gebot|dein gebot|votre offre|la tua offerta|seu lance|"
    r"uw bod)\s*\(\s*(?:mín|min|mind|minimum|mínimo)\b|"
    # a Bulgarian auction's current offer and its bids ("Текуща оферта: 1 450,00 € (17
    # наддавания)")
    r"текуща оферта|наддавани[яе]|"
    # (and its least raise: "Korotusvähimmäis 5,00 €", "Vähimmäiskorotus")
    r"korotusvähimmäis|vähimmäiskorotus|"
    # a Malay auction's bids ("Bidaan semasa: RM 145.00 (11 bidaan)")
    r"\bbidaan\b|\bbida semasa\b|"
    # a Slovenian, Croatian or Serbian auction's bids ("Trenutna ponudba: 62,00 € (7 ponudb)",
    # "Najnižja naslednja ponudba", "Oddaj ponudbo")
    r"trenutna ponudba|naslednja ponudba|oddaj ponudbo|\bdražb|"
    # (Serbian and Croatian: "Trenutna ponuda: 18.500 RSD", "Minimalni korak: 500 RSD")
    r"trenutna ponuda|minimalni (?:sledeći |sljedeći |naredni )?korak|"
    r"минимални (?:следећи |наредни )?корак|тренутна понуда|minimalno povećanje|"
    r"najmanje povećanje|\blicitiraj|"
    # (Russian and Ukrainian bid steps: "Шаг ставки 10 000 ₽", "Крок ставки"; "Bid increment")
    r"шаг ставки|крок ставки|bid increment|minimum increment|"
    # a Georgian auction's bids and least step ("მიმდინარე ფსონი:", "მინიმალური ბიჯი:")
    r"ფსონ|მინიმალური ბიჯი|"
    # ... and a Lithuanian one's ("Dabartinis statymas", "Minimalus kitas statymas")
    r"\bstatym\w*|"
    # an auction's start or reserve ("Start price: $1", "Startpreis", "cena wywoławcza")
    r"\bstart(?:ing)? price|opening bid|reserve price|\bstartpreis|mindestpreis|"
    # (an Austrian auction's opening price: "Ausruf 250 €", "Ausrufpreis", "Rufpreis")
    r"\bausruf(?:preis)?\b|\brufpreis\b|"
    r"precio de salida|prezzo di partenza|startprijs|utropspris|cena wywoławcza|"
    r"vyvolávací cena|kikiáltási ár|"
    # an auction's least raise: "Incremento mínimo: $5.000", "Minimum increment", "Mindesterhöhung"
    r"incremento m[íi]nimo|minimum (?:bid )?increment|bid increment|mindesterhöhung|"
    # (Serbian and Croatian: "Минимално повећање: 500 RSD", "Minimalno povećanje")
    r"минимално повећање|minimalno pove[ćc]anje|"
    r"mindestgebotsschritt|incrément minimum|pas d['’]enchère|"
    # an auction's base ("Precio base de subasta")
    r"(?:precio|valor|preço) base de (?:la )?(?:subasta|remate|leilão)|"
    # (Dutch "bod" a word of its own, not the "BOD" of an item code "CS-BOD-16")
    r"\bgebote?\b|enchère|puja actual|oferta actual|offerta attuale|huidig bod|"
    r"(?<![\w-])bod(?![\w-])|"
    # (Icelandic bids: "Núverandi boð: 21.000 kr. (7 boð)", "Lágmarksboð")
    r"(?<![\w-])boð(?![\w-])|núverandi boð|lágmarksboð|hæsta boð|"
    # (a Swedish auction's call price, "Utrop 800 kr", and its buyer's fee, "Köparavgift")
    r"\butrop\b|köparavgift|"
    # (and its bids: "Ledande bud 820 kr · 5 bud", "Högsta bud", Norwegian and Danish
    # "Høyeste bud", "Højeste bud")
    r"ledande bud|högsta bud|aktuellt bud|nuvarande bud|lägg bud|ledende bud|høyeste bud|"
    r"højeste bud|aktuelt bud|"
    r"startbod|openingsbod|minimumbod|minimalna kwota|kwota minimalna|twoja oferta|"
    # what the item last sold for on a resale market, not what it costs now
    r"last sale\s*[:：]|last sold (?:for|at)|zuletzt verkauft für|dernière vente\s*:|"
    # ... or the last price a discontinued product sold at ("Dernier prix de vente : 299,00 €")
    r"dernier prix de vente|last selling price|letzter verkaufspreis|"
    r"aktualna oferta|minimalne przebicie|minimumsbud|mindstebud|minstebud|"
    # (Polish "least next offer": "Minimalna kolejna oferta: 1 275,00 zł")
    r"kolejna oferta|następna oferta|"
    r"入札|現在価格|竞拍|当前价|"
    # a Japanese auction's starting price, and its current bid by the label "現在" alone
    r"開始価格|開始時の価格|(?:^|\s)現在\s*[:：]?\s*$|"
    # a Chinese auction's starting price, bid increment and bidder's deposit
    r"起拍价|起拍價|加价幅度|加價幅度|保证金|保證金|"
    # the least next bid, and bids in more languages ("Mindestgebot", "Puja mínima siguiente",
    # "Enter US $147.50 or more", Ukrainian and Russian "current bid")
    r"mindestgebot|nächstes gebot|puja m[íi]nima|siguiente puja|minimum (?:next )?bid|"
    # the least next offer in Spanish, Italian and Portuguese auctions ("Oferta mínima
    # siguiente: $ 155.000", "Offerta minima successiva: € 440,00", "Lance mínimo")
    r"oferta m[íi]nima|offerta minima|prossima offerta|próxima oferta|"
    r"\benter(?: us)?\s+or more\b|поточна ставка|текущая ставка|(?<![а-яёіїє])ставка|"
    # an auction's starting price ("Стартова ціна: 3 000 грн", "Cena wywoławcza")
    r"стартова ціна|стартовая цена|початкова ціна|cena wywoławcza|시작가|"
    r"vyvolávací cena|kikiáltási ár|preț de pornire|"
    # Mongolian starting price and bids ("Эхлэх үнэ:", "Одоогийн санал:", "Дараагийн доод
    # санал:")
    r"эхлэх үнэ|одоогийн санал|доод санал|"
    r"precio de salida|\bsalida\s*:|preço de partida|base de licitação|prezzo di partenza|"
    r"base d'asta|mise à prix|prix de départ|ausrufpreis|startpreis|"
    # Arabic, Hebrew, Korean, Chinese, Turkish, Portuguese, Nordic, Finnish, Czech, Polish,
    # Hungarian and Romanian bids
    r"مزايدة|المزاد|הצעה (?:נוכחית|הבאה|מינימלית)|입찰|出價|出价|"
    # an auction's starting price ("起標價 NT$1") and least raise ("每次最低加價 NT$100")
    r"起標價|起标价|起拍價|起拍价|(?:最低|每次)\s?加[價价](?![購购])|加[價价](?:幅度|單位|单位)|"
    r"(?:güncel|en yüksek|son) teklif|lance (?:atual|mínimo|inicial)|"
    r"(?:aktuellt|högsta|nuvarande|nåværende|nuværende|høyeste|højeste|aktuelt|minsta|minste|"
    r"mindste|"
    r"lägsta|laveste) bud\b|"
    # (Danish and Norwegian "least raise": "Mindste overbud: 500 kr.")
    r"(?<![^\W\d_])overbud\b|\bhuuto|příhoz|licytacj|\blicit(?:á|a\b|\b)|licitați|"
    # (Hungarian "bid step": "Minimális licitlépcső 2 000 Ft")
    r"licitlépcső|licitlépcsö|"
    # (Swahili bids and the least raise: "Zabuni ya sasa: KSh 12,500", "kiwango cha chini cha
    # nyongeza KSh 500", "Mnada")
    r"\bzabuni\b|cha chini cha nyongeza|"
    # (Romanian "current bid", "next minimum bid": "Ofertă curentă: 2.350 lei")
    r"următoarea ofert[ăa]|"
    # (Serbian and Croatian "next bid": "Minimalna sledeća ponuda: 12.750 din")
    r"sledeća ponuda|sljedeća ponuda|следећа понуда|"
    # Armenian, Georgian, Persian, Thai, Vietnamese, Indonesian and Hindi bids and auctions
    r"հայտ|մեկնարկային գին|აუქციონ|ფსონ|پیشنهاد فعلی|مزایده|ประมูล|đấu giá|\blelang\b|"
    r"tawaran tertinggi|बोली|"
    # Urdu bids and auctions ("حتمی بولی:", the hammer price; "نیلامی ختم")
    r"(?<![\u0600-\u06ff])بولی(?![\u0600-\u06ff])|نیلامی|"
    # a Vietnamese auction's starting price, bid step and bids ("Giá khởi điểm 500.000 ₫ · 17
    # lượt đặt giá · Bước giá 50.000 ₫")
    r"giá khởi điểm|bước giá|lượt (?:đặt giá|trả giá)|"
    r"tawaran (?:minimum|berikutnya|saat ini)|"
    # (an Indonesian auction's count of bids and its step: "23 tawaran · Kelipatan Rp 50.000")
    r"\d\s?tawaran\b|\bkelipatan\b|"
    # a Finnish auction's bids, least raise and current offer ("14 tarjousta · Korotus vähintään
    # 5,00 €", "Nykyinen tarjous", "Korkein tarjous")
    r"\d\s?tarjousta\b|\bkorotus\b|(?:nykyinen|korkein|seuraava) tarjous",
)
# A price another offer of the item has (used, refurbished), or one that includes delivery
# ("1 249,00 zł z dostawą"): the main price unless the page shows no other.
_USED = gated(
    r"\bused\b|gebraucht|d'occasion|\boccasion\b|\busado\b|\busato\b|tweedehands|begagnad|"
    r"\bbrugt\b|\bbrukt\b|używany|refurbished|renewed|reconditionn|generalüberholt|中古|"
    # Lithuanian, Latvian and Estonian "used" ("Naudota (B būklė): 99,00 €")
    r"\bnaudot[ao]s?\b|\blietot[sa]\b|\bkasutatud\b|"
    # an open-box, returned or display unit ("2e kans (open doos) € 229,-", "B-Ware 189 €")
    r"open[- ]?box|open doos|\b2e kans|tweede ?kans|\bb-ware|\bb-stock|retourware|"
    r"ausstellungs(?:stück|ware|gerät)|vorführ(?:gerät|ware|modell)|fyndvara|"
    r"udstillingsmodel|utstillingsmodell|utställningsex|déballé|ricondizionat|demovare|"
    r"\bdemo (?:unit|model)\b|\bex-?demo\b|\bex-?display\b|"
    r"reacondicionad|recondicionad|seminuev|odnowion|\blike new\b|\bwie neu\b|comme neuf|"
    r"como nuevo|come nuovo|als nieuw\b",
    re.I,
)
_WITH_SHIPPING = re.compile(
    r"^\(?\s*(?:with|incl\.?|including|inkl\.?|inklusive|mit|z|ze|con|avec|com|met|med|"
    r"incluye)\s+(?:shipping|delivery|postage|versand|lieferung|dostawą|envío|envio|livraison|"
    r"frete|verzending|frakt|fragt|spedizione)",
    re.I,
)
# The same words before the price: "z dostawą 158,98 zł", "Total with shipping: $52.49"
_WITH_SHIPPING_BEFORE = re.compile(
    r"(?<!\w)(?:with|incl\.?|including|inkl\.?|inklusive|mit|z|ze|con|avec|com|met|med|s|"
    r"včetně|vč\.)\s+(?:shipping|delivery|postage|versand|lieferung|dostawą|dopravou|dopravy|"
    r"envío|envio|livraison|frete|verzending|frakt|fragt|spedizione)\s*:?\s*$",
    re.I,
)
