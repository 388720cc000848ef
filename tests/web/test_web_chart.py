"""The server-drawn price-history chart's geometry (pure functions, no server)."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta

import pytest

from api.web.chart import Line, Reading, build_chart, money

T0 = datetime(2026, 11, 1, 6, 0, tzinfo=UTC)


def numbers(path: str) -> list[float]:
    return [float(n) for n in re.findall(r"-?\d+(?:\.\d+)?", path)]


def test_money_is_exact_from_minor_units() -> None:
    assert money(9500, "EGP") == "95.00 EGP"
    assert money(105000, "EGP") == "1,050.00 EGP"
    assert money(950, "JPY") == "950 JPY"
    assert money(9505, "KWD") == "9.505 KWD"


def test_a_price_holds_until_the_next_reading_and_then_until_now() -> None:
    line = Line("Shop A", (Reading(T0, 10500), Reading(T0 + timedelta(days=1), 9500)))
    chart = build_chart([line], "EGP", until=T0 + timedelta(days=2))
    path = chart.lines[0].path
    assert re.fullmatch(r"M[\d.]+ [\d.]+ H[\d.]+ V[\d.]+ H[\d.]+", path), path
    x0, y0, x1, y1, x_end = numbers(path)
    assert x0 == chart.left and x_end == chart.width - chart.right
    assert x1 == pytest.approx((x0 + x_end) / 2, abs=0.1)  # day 1 of 2 is halfway
    assert y1 > y0  # the cheaper price is drawn lower
    dots = chart.lines[0].dots
    assert [(d.x, d.y) for d in dots] == [(x0, y0), (x1, y1)]
    assert dots[1].title == "Shop A: 95.00 EGP at 2026-11-02 06:00 UTC"
    assert "lowest 95.00 EGP, highest 105.00 EGP, latest 95.00 EGP" in chart.summary


def test_ticks_cover_the_prices_and_stay_inside_the_plot() -> None:
    readings = tuple(Reading(T0 + timedelta(days=d), p) for d, p in enumerate([9700, 9000, 9900]))
    chart = build_chart([Line("B", readings)], "EGP", until=T0 + timedelta(days=3))
    values = [t.label for t in chart.y_ticks]
    assert values[0] == "90.00 EGP" and values[-1] == "100.00 EGP"
    ys = [t.pos for t in chart.y_ticks]
    assert ys == sorted(ys, reverse=True)  # higher prices higher up
    assert all(chart.top <= y <= chart.height - chart.bottom for y in ys)
    xs = [t.pos for t in chart.x_ticks]
    assert xs == sorted(xs) and all(chart.left <= x <= chart.width - chart.right for x in xs)
    # A multi-day span is labelled with whole UTC days.
    assert [t.label for t in chart.x_ticks] == ["2026-11-02", "2026-11-03", "2026-11-04"]


def test_a_single_reading_still_gets_a_band_and_short_spans_hour_ticks() -> None:
    chart = build_chart([Line("U", (Reading(T0, 599),))], "USD", until=T0 + timedelta(hours=5))
    (dot,) = chart.lines[0].dots
    low, high = chart.y_ticks[0], chart.y_ticks[-1]
    assert high.pos < dot.y < low.pos  # the price sits inside the band, not on an edge
    assert all(re.fullmatch(r"11-01 \d\d:00", t.label) for t in chart.x_ticks)
    assert "1 reading from" in chart.summary


def test_several_listings_get_distinct_styles_and_the_margin_fits_long_labels() -> None:
    lines = [
        Line("/a", (Reading(T0, 123_456_789),)),
        Line("/b", (Reading(T0 + timedelta(hours=3), 123_000_000),)),
    ]
    chart = build_chart(lines, "EGP", until=T0 + timedelta(days=1))
    assert len({(ln.colour, ln.dash) for ln in chart.lines}) == 2
    longest = max(len(t.label) for t in chart.y_ticks)
    assert longest >= len("1,234,000.00 EGP")
    assert chart.left >= longest * 7  # the labels end left of the plot, not outside the SVG
    assert "latest 1,230,000.00 EGP (/b)" in chart.summary


def test_nothing_to_draw_is_an_error() -> None:
    with pytest.raises(ValueError):
        build_chart([Line("empty", ())], "EGP", until=T0)
