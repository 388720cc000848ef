"""The signer: claims (FORMAT.md), the signing service, its clients, keys and the verifier.

Other parts import ``signer.client``, ``signer.claims`` and ``signer.verify``; only the
signing process itself imports ``signer.keys`` and ``signer.server``.
"""
