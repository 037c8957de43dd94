package runtime

// OtherPlayers is "each other player": every player but the ones Than
// names, in APNAP order ("whenever a player casts an instant or sorcery
// spell, each other player copies that spell": other than its caster).
type OtherPlayers struct{ Than PlayerExpr }

// Players implements PlayerExpr.
func (e OtherPlayers) Players(r *Resolution) []PlayerID {
	but := e.Than.Players(r)
	var out []PlayerID
	for _, p := range r.Game.apnap() {
		if !containsPlayer(but, p) {
			out = append(out, p)
		}
	}
	return out
}

func (e OtherPlayers) String() string { return "each player other than " + playerText(e.Than) }

func containsPlayer(ps []PlayerID, p PlayerID) bool {
	for _, q := range ps {
		if q == p {
			return true
		}
	}
	return false
}
