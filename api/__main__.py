"""``python -m api``: the ``pricewitness`` command."""

from api.cli import main

main()
