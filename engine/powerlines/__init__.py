"""Power Lines (David Boyle, piecepack, 2000-2001): two players build a 4x4 grid of tiles, one scoring suits and
the other values along its ten lines."""
