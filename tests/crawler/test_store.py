"""The store's parts on their own: records, writer and reader, archive, identity, analyst views."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import duckdb
import pyarrow as pa
import pytest

from crawler.errors import StoreError
from crawler.store import (
    Observation,
    ObservationWriter,
    PageArchive,
    StorePaths,
    StoreReader,
    init_analyst_db,
    normalise_gtin,
    product_id_for,
)
from crawler.store.schema import OBSERVATION_SCHEMA
from crawler.store.writer import batch_day

T0 = datetime(2026, 11, 1, 12, 0, tzinfo=UTC)


def obs(shop: str, name: str, minor: int, at: datetime, **extra: object) -> Observation:
    fields: dict[str, object] = {
        "run_id": "r1", "shop": shop, "listing": f"http://{shop}/p/1", "product_id": "p1",
        "product_name": name, "checked_at": at, "price_minor": minor, "currency": "EUR",
        "stock": "in_stock", "fingerprint": "sha256:" + "ab" * 32, "method": "json-ld",
    }  # fmt: skip
    fields.update(extra)
    return Observation(**fields)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("change", "error"),
    [
        ({"checked_at": datetime(2026, 1, 1)}, ValueError),  # naive time
        ({"price_minor": 12.5}, TypeError),
        ({"price_minor": True}, TypeError),
        ({"stock": "plenty"}, ValueError),
    ],
)
def test_an_observation_refuses_bad_values(change: dict[str, object], error: type) -> None:
    with pytest.raises(error):
        obs("a.example", "X", 100, T0, **change)


def test_times_are_utc_milliseconds() -> None:
    moment = datetime(2026, 11, 1, 14, 0, 0, 123456, tzinfo=UTC).astimezone()
    assert obs("a.example", "X", 1, moment).checked_at == datetime(
        2026, 11, 1, 14, 0, 0, 123000, tzinfo=UTC
    )


def test_the_reader_sees_new_batches_and_latest_prices_only_move_forward(tmp_path: Path) -> None:
    writer = ObservationWriter(tmp_path)
    reader = StoreReader(tmp_path, min_refresh_s=0)
    writer.write([obs("a.example", "X", 100, T0 + timedelta(hours=2))])
    reader.refresh()
    writer.write([obs("a.example", "X", 90, T0)])  # an older reading that arrives late
    reader.refresh()
    assert reader.sql("SELECT price_minor FROM latest_prices") == [(100,)]
    assert reader.sql("SELECT count(*) FROM observations") == [(2,)]


def test_observation_exists_matches_exactly(tmp_path: Path) -> None:
    reading = obs("a.example", "X", 100, T0)
    ObservationWriter(tmp_path).write([reading])
    reader = StoreReader(tmp_path)
    ask = {"listing": reading.listing, "fingerprint": reading.fingerprint, "price_minor": 100,
           "currency": "EUR", "stock": "in_stock", "checked_at": T0}  # fmt: skip
    assert reader.observation_exists(**ask)
    assert reader.observation_exists(**{**ask, "stock": None})
    others = [
        ("price_minor", 101), ("currency", "USD"), ("stock", "out_of_stock"),
        ("checked_at", T0 + timedelta(milliseconds=1)),
        ("fingerprint", "sha256:" + "cd" * 32), ("listing", "http://a.example/x"),
    ]  # fmt: skip
    for key, other in others:
        assert not reader.observation_exists(**{**ask, key: other}), key


def test_a_product_is_named_by_most_of_its_listings(tmp_path: Path) -> None:
    writer = ObservationWriter(tmp_path)
    writer.write(
        [
            obs("a.example", "Sunny Coffee 200g", 100, T0, listing="http://a.example/p/1"),
            obs("b.example", "Sunny Coffee 200g", 110, T0, listing="http://b.example/p/9"),
            obs("c.example", "Kaffee 200 g", 120, T0 + timedelta(hours=1),
                listing="http://c.example/p/3"),
        ]
    )  # fmt: skip
    reader = StoreReader(tmp_path)
    assert reader.sql("SELECT name FROM products") == [("Sunny Coffee 200g",)]
    names = {row[0] for row in reader.sql("SELECT name FROM product_names")}
    assert names == {"Sunny Coffee 200g", "Kaffee 200 g"}


def test_the_archive_gives_back_exactly_what_was_put(tmp_path: Path) -> None:
    archive = PageArchive(tmp_path)
    body = "<html>Preis: 1.299,95 €</html>".encode() * 1000
    fingerprint = archive.put(body, durable=False)
    archive.sync()
    assert archive.put(body) == fingerprint  # content-addressed: stored once
    assert archive.get(fingerprint) == body
    path = Path(archive.path_for(fingerprint))
    path.write_bytes(path.read_bytes()[:-3])
    with pytest.raises(StoreError):
        archive.get(fingerprint)
    with pytest.raises(StoreError):
        archive.path_for("sha256:../../etc/passwd")


def test_batches_are_never_visible_half_written(tmp_path: Path) -> None:
    writer = ObservationWriter(tmp_path)
    writer.write([obs("a.example", "X", n, T0 + timedelta(seconds=n)) for n in range(500)])
    files = list(StorePaths.at(tmp_path).observations.rglob("*"))
    assert not [f for f in files if f.name.endswith(".tmp")]


@pytest.mark.parametrize("day", ["2026/11/01", "20261101", "2026-11-01/../x", ""])
def test_a_batch_for_a_malformed_day_is_refused_and_nothing_written(
    tmp_path: Path, day: str
) -> None:
    writer = ObservationWriter(tmp_path)
    before = sorted(StorePaths.at(tmp_path).root.rglob("*"))
    table = pa.Table.from_pylist([obs("a.example", "X", 5, T0).row()], schema=OBSERVATION_SCHEMA)
    with pytest.raises(StoreError, match="not a UTC day"):
        writer.write_table(table, day)
    assert sorted(StorePaths.at(tmp_path).root.rglob("*")) == before


def test_a_months_batches_share_a_directory_named_for_their_days(tmp_path: Path) -> None:
    writer = ObservationWriter(tmp_path)
    names = writer.write(
        [obs("a.example", "X", 5, T0), obs("a.example", "X", 6, T0 + timedelta(days=1))]
    )
    month = StorePaths.at(tmp_path).observations / "date=2026-11"
    assert sorted(p.name for p in month.glob("*.parquet")) == sorted(names)
    assert sorted(batch_day(n) for n in names) == ["2026-11-01", "2026-11-02"]


def test_the_analyst_views_over_an_empty_and_a_filled_store(tmp_path: Path) -> None:
    database = init_analyst_db(tmp_path)
    con = duckdb.connect(database, read_only=True)
    assert con.sql("SELECT count(*) FROM observations").fetchone() == (0,)
    ObservationWriter(tmp_path).write(
        [obs("a.example", "X", 100, T0), obs("a.example", "X", 80, T0 + timedelta(days=1))]
    )
    assert con.sql("SELECT count(*) FROM observations").fetchone() == (2,)  # no reconnect
    assert con.sql("SELECT new_price_minor FROM price_changes").fetchall() == [(80,)]
    assert con.sql("SELECT price_minor FROM latest_prices").fetchall() == [(80,)]
    con.close()


@pytest.mark.parametrize(
    ("raw", "normalised"),
    [("4006381333931", "04006381333931"), ("400-6381-333931", "04006381333931"),
     ("4006381333932", None), ("96385074", "00000096385074"), ("abc", None), ("", None),
     ("٤٠٠٦٣٨١٣٣٣٩٣١", None)],
)  # fmt: skip
def test_gtins_are_validated_and_normalised(raw: str, normalised: str | None) -> None:
    assert normalise_gtin(raw) == normalised


def test_product_ids_match_by_gtin_across_shops_but_never_by_loose_name() -> None:
    by_gtin = {product_id_for(gtin="4006381333931", name=n, brand=None, shop=s)
               for n, s in [("Coffee", "a.example"), ("Kaffee", "b.example")]}  # fmt: skip
    assert len(by_gtin) == 1
    same_shop = product_id_for(gtin=None, name="Café Noir 250g", brand="X", shop="a.example")
    assert same_shop == product_id_for(
        gtin=None, name="250G cafe noir", brand="x", shop="a.example"
    )
    assert same_shop != product_id_for(
        gtin=None, name="Café Noir 250g", brand="X", shop="b.example"
    )


def test_a_proofs_only_reader_answers_the_signers_question_without_tables(tmp_path: Path) -> None:
    writer = ObservationWriter(tmp_path)
    reading = obs("a.example", "X", 100, T0)
    writer.write([reading])
    reader = StoreReader(tmp_path, proofs_only=True)
    assert reader.sql("SELECT count(*) FROM observations") == [(0,)]  # no copy of the data
    ask = {"listing": reading.listing, "fingerprint": reading.fingerprint, "currency": "EUR",
           "stock": "in_stock", "checked_at": T0}  # fmt: skip
    assert reader.observation_exists(price_minor=100, **ask)
    assert not reader.observation_exists(price_minor=99, **ask)
    later = obs("a.example", "X", 120, T0 + timedelta(minutes=1))
    writer.write([later])  # stored a moment ago (live_check): found without waiting
    assert reader.observation_exists(price_minor=120, **{**ask, "checked_at": later.checked_at})


def test_first_and_later_questions_about_a_listing_agree(tmp_path: Path) -> None:
    # The first question about a listing searches its readings; later ones use an index of
    # them. Both must give the same answers, the same page read at two times included.
    fp2 = "sha256:" + "cd" * 32
    readings = [
        obs("a.example", "X", 100, T0),
        obs("a.example", "X", 110, T0 + timedelta(minutes=1)),  # same page bytes, later
        obs("a.example", "X", 120, T0 + timedelta(minutes=2), fingerprint=fp2),
        obs("b.example", "Y", 100, T0, listing="http://b.example/p/1"),
    ]
    ObservationWriter(tmp_path).write(readings)
    questions = [(r.listing, r.fingerprint, r.checked_at, r.price_minor) for r in readings] + [
        ("http://a.example/p/1", fp2, T0, 120),  # right proof, wrong time
        ("http://a.example/p/1", "sha256:" + "ef" * 32, T0, 100),  # proof never read
        ("http://a.example/p/2", "sha256:" + "ab" * 32, T0, 100),  # listing never read
    ]
    reader = StoreReader(tmp_path, proofs_only=True, min_refresh_s=3600)
    answers = [
        [
            (row["price_minor"], row["currency"])
            for row in reader.observations_for(listing=u, fingerprint=f, checked_at=t)
        ]
        for _ in range(3)  # first question, second (builds the index), third (uses it)
        for u, f, t, _minor in questions
    ]
    per_round = len(questions)
    rounds = [answers[i : i + per_round] for i in range(0, len(answers), per_round)]
    assert rounds[0] == rounds[1] == rounds[2]
    assert rounds[0] == [[(100, "EUR")], [(110, "EUR")], [(120, "EUR")], [(100, "EUR")], [], [], []]


def test_a_reader_sees_a_batch_written_by_its_own_process_at_once(tmp_path: Path) -> None:
    writer = ObservationWriter(tmp_path)
    reader = StoreReader(tmp_path, min_refresh_s=3600)  # rate limit: no listing for an hour
    assert reader.refresh() == 0
    writer.write([obs("a.example", "X", 100, T0)])  # what live_check does, then answers
    assert reader.refresh() == 1
    assert reader.refresh() == 0  # nothing new: the rate limit holds again
