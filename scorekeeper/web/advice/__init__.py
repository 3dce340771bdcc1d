"""Can I knock? What do I throw? One hand (10 or 11 cards) and the engine's answer."""
