"""What the web tests add to the API tests' world: a product whose crawled name is hostile HTML."""

from __future__ import annotations

from datetime import timedelta

from api_world import NOW, obs

HOSTILE_NAME = '<script>alert("pwned")</script> Evil <b>Beans</b> & "Co" 250g'
HOSTILE = obs(
    "shop-b.example", "evil-beans", HOSTILE_NAME, 12345, NOW - timedelta(hours=2), shipping=500
)
HOSTILE_ID = HOSTILE.product_id
