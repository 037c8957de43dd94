package runtime

// Auras that enchant players (303.4, 702.5d): "enchant player" and
// "enchant opponent" (Keyword.Players, Keyword.Opponent). Such an Aura
// spell targets a player (303.4a; spellAbility), and the permanent is
// attached to that player (Object.AttachedPlayer) rather than to an
// object: its AttachedTo stays zero, so nothing that follows object
// attachments — 400.7, Equipment, "enchanted creature" — sees it. An
// Aura put onto the battlefield without being cast is attached to a
// player its controller chooses (303.4f; chooseAuraHost). It is put into
// its owner's graveyard as a state-based action once the player has left
// the game or is one its enchant ability doesn't allow (303.4c, 704.5m;
// legallyOnPlayer). Its controller and owner are its own: being attached
// to a player gives that player nothing (303.4e).
//
// Its abilities name that player "enchanted player": EnchantedPlayer in
// effects, EnchantedPlayersStep for its steps ("at the beginning of
// enchanted player's upkeep"), EnchantedCaster for what the player does
// ("whenever enchanted player casts a spell"), and
// Filter.ControllerEnchanted for what the player controls ("creatures
// enchanted player controls get -1/-1").

// attachedPlayerOf returns the player the object src names is attached
// to, or was as it last existed (608.2h), or NoPlayer.
func (g *Game) attachedPlayerOf(src ObjRef) PlayerID {
	if o := g.Object(src); o != nil {
		return o.AttachedPlayer()
	}
	if s := g.knownSnapshot(src); s != nil {
		return s.Object.AttachedPlayer()
	}
	return NoPlayer
}

// EnchantedPlayer is the player the ability's source is attached to
// ("enchanted player"), as the source last existed on the battlefield if
// it has left (608.2h); no player if that player has left the game.
type EnchantedPlayer struct{}

// Players implements PlayerExpr.
func (EnchantedPlayer) Players(r *Resolution) []PlayerID {
	if p := r.Game.attachedPlayerOf(r.Source); r.Game.inGame(p) {
		return []PlayerID{p}
	}
	return nil
}
