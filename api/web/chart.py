"""Price-history charts as plain SVG geometry, computed on the server (no script, no CDN)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from crawler.currencies import to_major

# Colour-blind-safe (Okabe–Ito) colours, each with its own dash so lines differ without colour.
_STYLES = (
    ("#0072B2", ""),
    ("#D55E00", "6 3"),
    ("#009E73", "2 3"),
    ("#CC79A7", "8 3 2 3"),
    ("#56B4E9", "4 4"),
    ("#E69F00", "1 2"),
)


@dataclass(frozen=True)
class Reading:
    """One signed price reading: when it was read and its price in minor units."""

    at: datetime
    minor: int


@dataclass(frozen=True)
class Line:
    """One listing's readings, oldest first."""

    label: str
    readings: tuple[Reading, ...]


@dataclass(frozen=True)
class Dot:
    x: float
    y: float
    title: str


@dataclass(frozen=True)
class DrawnLine:
    label: str
    path: str
    colour: str
    dash: str
    dots: tuple[Dot, ...]


@dataclass(frozen=True)
class Tick:
    pos: float
    label: str
    anchor: str = "middle"  # SVG text-anchor: labels near an edge lean inwards


@dataclass(frozen=True)
class Chart:
    """Everything the template needs to draw one SVG chart; all numbers already in pixels."""

    width: int
    height: int
    left: int
    top: int
    right: int
    bottom: int
    currency: str
    lines: tuple[DrawnLine, ...]
    y_ticks: tuple[Tick, ...]
    x_ticks: tuple[Tick, ...]
    summary: str


def money(minor: int, currency: str) -> str:
    """``9500, EGP`` → ``95.00 EGP`` (exact, from integer minor units)."""
    return f"{to_major(minor, currency):,} {currency}"


def _nice_step(span: float, ticks: int) -> int:
    """A 1-2-5 step in minor units that cuts ``span`` into about ``ticks`` parts."""
    raw = max(span / max(ticks, 1), 1.0)
    power = 10 ** math.floor(math.log10(raw))
    for factor in (1, 2, 5, 10):
        if raw <= factor * power:
            return int(factor * power)
    return int(10 * power)


def _y_range(values: Sequence[int]) -> tuple[int, int, int]:
    low, high = min(values), max(values)
    if low == high:
        # A flat price still needs a visible band around it.
        pad = max(abs(low) // 20, 1)
        low, high = low - pad, high + pad
    step = _nice_step(high - low, 4)
    return (low // step) * step, -(-high // step) * step, step


def _stamp(moment: datetime) -> str:
    return moment.astimezone(UTC).strftime("%Y-%m-%d %H:%M UTC")


# Tick spacings for the time axis, smallest first; the first that gives few enough ticks wins.
_TIME_STEPS = tuple(timedelta(hours=h) for h in (1, 2, 3, 6, 12)) + tuple(
    timedelta(days=d) for d in (1, 2, 7, 14, 30, 60, 90, 180, 365)
)
_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
_INSET = 8
_CHAR_W = 7.2  # a generous average glyph width of the 12px labels, in pixels


def _x_ticks(start: datetime, end: datetime, most: int = 5) -> tuple[list[datetime], str]:
    """Tick times on whole UTC hours or days between ``start`` and ``end``, and their format."""
    step = next((s for s in _TIME_STEPS if (end - start) / s <= most), _TIME_STEPS[-1])
    first = _EPOCH + -((_EPOCH - start) // step) * step  # the first multiple of step ≥ start
    ticks = []
    while first <= end:
        ticks.append(first)
        first += step
    return ticks, "%m-%d %H:%M" if step < timedelta(days=1) else "%Y-%m-%d"


def build_chart(
    lines: Sequence[Line],
    currency: str,
    *,
    until: datetime,
    width: int = 720,
    height: int = 260,
) -> Chart:
    """A step chart: each listing's price holds from one reading until its next, up to ``until``.

    Raises ValueError when no line has a reading (there is nothing to draw).
    """
    drawn = [ln for ln in lines if ln.readings]
    if not drawn:
        raise ValueError("a chart needs at least one reading")
    low, high, step = _y_range([r.minor for ln in drawn for r in ln.readings])
    y_labels = [(value, money(value, currency)) for value in range(low, high + 1, step)]
    # The left margin fits the longest price label (``1,050.00 EGP``).
    left = int(max(len(label) for _, label in y_labels) * _CHAR_W) + 14
    right, top, bottom = 18, 16, 36
    plot_w, plot_h = width - left - right, height - top - bottom
    times = [r.at for ln in drawn for r in ln.readings]
    start, end = min(times), max(max(times), until)
    if end - start < timedelta(hours=1):
        start, end = start - timedelta(minutes=30), end + timedelta(minutes=30)
    span_s = (end - start).total_seconds()

    def x(at: datetime) -> float:
        return round(left + (at - start).total_seconds() / span_s * plot_w, 1)

    def y(minor: int) -> float:
        # Inset so a line at the lowest or highest tick does not sit on the axis or the edge.
        return round(top + _INSET + (high - minor) / (high - low) * (plot_h - 2 * _INSET), 1)

    out = []
    for i, ln in enumerate(drawn):
        colour, dash = _STYLES[i % len(_STYLES)]
        first = ln.readings[0]
        parts = [f"M{x(first.at)} {y(first.minor)}"]
        for r in ln.readings[1:]:
            parts.append(f"H{x(r.at)} V{y(r.minor)}")
        parts.append(f"H{x(end)}")
        dots = tuple(
            Dot(
                x(r.at),
                y(r.minor),
                f"{ln.label}: {money(r.minor, currency)} at {_stamp(r.at)}",
            )
            for r in ln.readings
        )
        out.append(DrawnLine(ln.label, " ".join(parts), colour, dash, dots))

    y_ticks = tuple(Tick(y(value), label) for value, label in y_labels)
    times_at, fmt = _x_ticks(start, end)

    def x_tick(at: datetime) -> Tick:
        label, pos = at.strftime(fmt), x(at)
        half = len(label) * _CHAR_W / 2
        if pos - half < left:
            return Tick(pos, label, "start")
        return Tick(pos, label, "end" if pos + half > width - right else "middle")

    x_ticks = tuple(x_tick(t) for t in times_at)
    latest_line, latest = max(((ln, ln.readings[-1]) for ln in drawn), key=lambda pair: pair[1].at)
    prices = [r.minor for ln in drawn for r in ln.readings]
    summary = (
        f"{len(prices)} reading{'s' if len(prices) > 1 else ''} from {_stamp(min(times))} "
        f"to {_stamp(max(times))}; "
        f"lowest {money(min(prices), currency)}, "
        f"highest {money(max(prices), currency)}, latest "
        f"{money(latest.minor, currency)}" + (f" ({latest_line.label})" if len(drawn) > 1 else "")
    )
    return Chart(
        width, height, left, top, right, bottom, currency, tuple(out), y_ticks, x_ticks, summary
    )
