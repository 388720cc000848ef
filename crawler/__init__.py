"""pricewitness crawler: reads shop pages and writes observations with their proof."""
