// Position methods and the unexported marker methods that seal the node interfaces.

package grammar

import "github.com/alecthomas/participle/v2/lexer"

// Position reports where the File starts.
func (n *File) Position() lexer.Position { return n.Pos }

// Position reports where the Card starts.
func (n *Card) Position() lexer.Position { return n.Pos }

// Position reports where the Deck starts.
func (n *Deck) Position() lexer.Position { return n.Pos }

// Position reports where the DeckEntry starts.
func (n *DeckEntry) Position() lexer.Position { return n.Pos }

// Position reports where the Game starts.
func (n *Game) Position() lexer.Position { return n.Pos }

// Position reports where the Seat starts.
func (n *Seat) Position() lexer.Position { return n.Pos }

// Position reports where the CostItem starts.
func (n *CostItem) Position() lexer.Position { return n.Pos }

// Position reports where the TypeItem starts.
func (n *TypeItem) Position() lexer.Position { return n.Pos }

// Position reports where the PTItem starts.
func (n *PTItem) Position() lexer.Position { return n.Pos }

// Position reports where the LoyaltyItem starts.
func (n *LoyaltyItem) Position() lexer.Position { return n.Pos }

// Position reports where the ColorItem starts.
func (n *ColorItem) Position() lexer.Position { return n.Pos }

// Position reports where the OracleItem starts.
func (n *OracleItem) Position() lexer.Position { return n.Pos }

// Position reports where the EnchantItem starts.
func (n *EnchantItem) Position() lexer.Position { return n.Pos }

// Position reports where the KeywordItem starts.
func (n *KeywordItem) Position() lexer.Position { return n.Pos }

// Position reports where the Keyword starts.
func (n *Keyword) Position() lexer.Position { return n.Pos }

// Position reports where the Word starts.
func (n *Word) Position() lexer.Position { return n.Pos }

// Position reports where the ManaCost starts.
func (n *ManaCost) Position() lexer.Position { return n.Pos }

// Position reports where the SpellAbility starts.
func (n *SpellAbility) Position() lexer.Position { return n.Pos }

// Position reports where the StaticAbility starts.
func (n *StaticAbility) Position() lexer.Position { return n.Pos }

// Position reports where the TriggeredAbility starts.
func (n *TriggeredAbility) Position() lexer.Position { return n.Pos }

// Position reports where the StepTriggeredAbility starts.
func (n *StepTriggeredAbility) Position() lexer.Position { return n.Pos }

// Position reports where the LoyaltyAbility starts.
func (n *LoyaltyAbility) Position() lexer.Position { return n.Pos }

// Position reports where the ActivatedAbility starts.
func (n *ActivatedAbility) Position() lexer.Position { return n.Pos }

// Position reports where the SacrificeCost starts.
func (n *SacrificeCost) Position() lexer.Position { return n.Pos }

// Position reports where the DiscardCost starts.
func (n *DiscardCost) Position() lexer.Position { return n.Pos }

// Position reports where the ExileCost starts.
func (n *ExileCost) Position() lexer.Position { return n.Pos }

// Position reports where the PayLifeCost starts.
func (n *PayLifeCost) Position() lexer.Position { return n.Pos }

// Position reports where the TapCost starts.
func (n *TapCost) Position() lexer.Position { return n.Pos }

// Position reports where the UntapCost starts.
func (n *UntapCost) Position() lexer.Position { return n.Pos }

// Position reports where the RemoveCountersCost starts.
func (n *RemoveCountersCost) Position() lexer.Position { return n.Pos }

// Position reports where the Effects starts.
func (n *Effects) Position() lexer.Position { return n.Pos }

// Position reports where the Sentence starts.
func (n *Sentence) Position() lexer.Position { return n.Pos }

// Position reports where the Joined starts.
func (n *Joined) Position() lexer.Position { return n.Pos }

// Position reports where the Modes starts.
func (n *Modes) Position() lexer.Position { return n.Pos }

// Position reports where the ReplacementClause starts.
func (n *ReplacementClause) Position() lexer.Position { return n.Pos }

// Position reports where the DelayedClause starts.
func (n *DelayedClause) Position() lexer.Position { return n.Pos }

// Position reports where the PreventClause starts.
func (n *PreventClause) Position() lexer.Position { return n.Pos }

// Position reports where the ActionClause starts.
func (n *ActionClause) Position() lexer.Position { return n.Pos }

// Position reports where the DelayedSuffix starts.
func (n *DelayedSuffix) Position() lexer.Position { return n.Pos }

// Position reports where the Duration starts.
func (n *Duration) Position() lexer.Position { return n.Pos }

// Position reports where the Amount starts.
func (n *Amount) Position() lexer.Position { return n.Pos }

// Position reports where the DealDamage starts.
func (n *DealDamage) Position() lexer.Position { return n.Pos }

// Position reports where the Destroy starts.
func (n *Destroy) Position() lexer.Position { return n.Pos }

// Position reports where the Exile starts.
func (n *Exile) Position() lexer.Position { return n.Pos }

// Position reports where the Return starts.
func (n *Return) Position() lexer.Position { return n.Pos }

// Position reports where the Put starts.
func (n *Put) Position() lexer.Position { return n.Pos }

// Position reports where the PutCounters starts.
func (n *PutCounters) Position() lexer.Position { return n.Pos }

// Position reports where the Counter starts.
func (n *Counter) Position() lexer.Position { return n.Pos }

// Position reports where the Draw starts.
func (n *Draw) Position() lexer.Position { return n.Pos }

// Position reports where the Discard starts.
func (n *Discard) Position() lexer.Position { return n.Pos }

// Position reports where the Mill starts.
func (n *Mill) Position() lexer.Position { return n.Pos }

// Position reports where the Sacrifice starts.
func (n *Sacrifice) Position() lexer.Position { return n.Pos }

// Position reports where the GainLife starts.
func (n *GainLife) Position() lexer.Position { return n.Pos }

// Position reports where the LoseLife starts.
func (n *LoseLife) Position() lexer.Position { return n.Pos }

// Position reports where the GainControl starts.
func (n *GainControl) Position() lexer.Position { return n.Pos }

// Position reports where the GetsPT starts.
func (n *GetsPT) Position() lexer.Position { return n.Pos }

// Position reports where the HasKeywords starts.
func (n *HasKeywords) Position() lexer.Position { return n.Pos }

// Position reports where the LosesKeywords starts.
func (n *LosesKeywords) Position() lexer.Position { return n.Pos }

// Position reports where the Becomes starts.
func (n *Becomes) Position() lexer.Position { return n.Pos }

// Position reports where the Tap starts.
func (n *Tap) Position() lexer.Position { return n.Pos }

// Position reports where the Untap starts.
func (n *Untap) Position() lexer.Position { return n.Pos }

// Position reports where the CreateToken starts.
func (n *CreateToken) Position() lexer.Position { return n.Pos }

// Position reports where the Attach starts.
func (n *Attach) Position() lexer.Position { return n.Pos }

// Position reports where the Cast starts.
func (n *Cast) Position() lexer.Position { return n.Pos }

// Position reports where the Play starts.
func (n *Play) Position() lexer.Position { return n.Pos }

// Position reports where the AddMana starts.
func (n *AddMana) Position() lexer.Position { return n.Pos }

// Position reports where the Shuffle starts.
func (n *Shuffle) Position() lexer.Position { return n.Pos }

// Position reports where the Scry starts.
func (n *Scry) Position() lexer.Position { return n.Pos }

// Position reports where the Regenerate starts.
func (n *Regenerate) Position() lexer.Position { return n.Pos }

// Position reports where the CantBeRegenerated starts.
func (n *CantBeRegenerated) Position() lexer.Position { return n.Pos }

// Position reports where the FlashbackCost starts.
func (n *FlashbackCost) Position() lexer.Position { return n.Pos }

// Position reports where the CantAttackOrBlock starts.
func (n *CantAttackOrBlock) Position() lexer.Position { return n.Pos }

// Position reports where the YouRef starts.
func (n *YouRef) Position() lexer.Position { return n.Pos }

// Position reports where the TargetPlayerRef starts.
func (n *TargetPlayerRef) Position() lexer.Position { return n.Pos }

// Position reports where the EachPlayerRef starts.
func (n *EachPlayerRef) Position() lexer.Position { return n.Pos }

// Position reports where the ItsOwnerRef starts.
func (n *ItsOwnerRef) Position() lexer.Position { return n.Pos }

// Position reports where the ItsControllerRef starts.
func (n *ItsControllerRef) Position() lexer.Position { return n.Pos }

// Position reports where the ThatPlayerRef starts.
func (n *ThatPlayerRef) Position() lexer.Position { return n.Pos }

// Position reports where the ThisRef starts.
func (n *ThisRef) Position() lexer.Position { return n.Pos }

// Position reports where the ItRef starts.
func (n *ItRef) Position() lexer.Position { return n.Pos }

// Position reports where the ThatRef starts.
func (n *ThatRef) Position() lexer.Position { return n.Pos }

// Position reports where the TargetRef starts.
func (n *TargetRef) Position() lexer.Position { return n.Pos }

// Position reports where the ExiledRef starts.
func (n *ExiledRef) Position() lexer.Position { return n.Pos }

// Position reports where the SacrificedRef starts.
func (n *SacrificedRef) Position() lexer.Position { return n.Pos }

// Position reports where the DiscardedRef starts.
func (n *DiscardedRef) Position() lexer.Position { return n.Pos }

// Position reports where the TriggeringRef starts.
func (n *TriggeringRef) Position() lexer.Position { return n.Pos }

// Position reports where the AttachedRef starts.
func (n *AttachedRef) Position() lexer.Position { return n.Pos }

// Position reports where the EachRef starts.
func (n *EachRef) Position() lexer.Position { return n.Pos }

// Position reports where the IndefiniteRef starts.
func (n *IndefiniteRef) Position() lexer.Position { return n.Pos }

// Position reports where the Selector starts.
func (n *Selector) Position() lexer.Position { return n.Pos }

// Position reports where the SelectorWord starts.
func (n *SelectorWord) Position() lexer.Position { return n.Pos }

// Position reports where the ControllerConstraint starts.
func (n *ControllerConstraint) Position() lexer.Position { return n.Pos }

// Position reports where the CompareConstraint starts.
func (n *CompareConstraint) Position() lexer.Position { return n.Pos }

// Position reports where the KeywordConstraint starts.
func (n *KeywordConstraint) Position() lexer.Position { return n.Pos }

// Position reports where the ZoneConstraint starts.
func (n *ZoneConstraint) Position() lexer.Position { return n.Pos }

// Position reports where the ZoneRef starts.
func (n *ZoneRef) Position() lexer.Position { return n.Pos }

// Position reports where the Possessive starts.
func (n *Possessive) Position() lexer.Position { return n.Pos }

// Position reports where the Event starts.
func (n *Event) Position() lexer.Position { return n.Pos }

// Position reports where the EntersEvent starts.
func (n *EntersEvent) Position() lexer.Position { return n.Pos }

// Position reports where the LeavesEvent starts.
func (n *LeavesEvent) Position() lexer.Position { return n.Pos }

// Position reports where the DiesEvent starts.
func (n *DiesEvent) Position() lexer.Position { return n.Pos }

// Position reports where the PutIntoGraveyardEvent starts.
func (n *PutIntoGraveyardEvent) Position() lexer.Position { return n.Pos }

// Position reports where the AttacksEvent starts.
func (n *AttacksEvent) Position() lexer.Position { return n.Pos }

// Position reports where the BlocksEvent starts.
func (n *BlocksEvent) Position() lexer.Position { return n.Pos }

// Position reports where the BecomesBlockedEvent starts.
func (n *BecomesBlockedEvent) Position() lexer.Position { return n.Pos }

// Position reports where the CastEvent starts.
func (n *CastEvent) Position() lexer.Position { return n.Pos }

// Position reports where the Condition starts.
func (n *Condition) Position() lexer.Position { return n.Pos }

// Position reports where the WasKicked starts.
func (n *WasKicked) Position() lexer.Position { return n.Pos }

// Position reports where the Controls starts.
func (n *Controls) Position() lexer.Position { return n.Pos }

// Position reports where the IsOnBattlefield starts.
func (n *IsOnBattlefield) Position() lexer.Position { return n.Pos }

// Position reports where the WouldBePut starts.
func (n *WouldBePut) Position() lexer.Position { return n.Pos }

// Position reports where the WouldDie starts.
func (n *WouldDie) Position() lexer.Position { return n.Pos }

// Position reports where the WouldDealDamage starts.
func (n *WouldDealDamage) Position() lexer.Position { return n.Pos }

// Position reports where the Step starts.
func (n *Step) Position() lexer.Position { return n.Pos }

// Position reports where the Scenario starts.
func (n *Scenario) Position() lexer.Position { return n.Pos }

// Position reports where the CardRef starts.
func (n *CardRef) Position() lexer.Position { return n.Pos }

// Position reports where the ScenarioStep starts.
func (n *ScenarioStep) Position() lexer.Position { return n.Pos }

// Position reports where the PlayersSetup starts.
func (n *PlayersSetup) Position() lexer.Position { return n.Pos }

// Position reports where the ScenarioPlayer starts.
func (n *ScenarioPlayer) Position() lexer.Position { return n.Pos }

// Position reports where the TurnSetup starts.
func (n *TurnSetup) Position() lexer.Position { return n.Pos }

// Position reports where the LifeSetup starts.
func (n *LifeSetup) Position() lexer.Position { return n.Pos }

// Position reports where the ManaSetup starts.
func (n *ManaSetup) Position() lexer.Position { return n.Pos }

// Position reports where the ZoneSetup starts.
func (n *ZoneSetup) Position() lexer.Position { return n.Pos }

// Position reports where the CardSpec starts.
func (n *CardSpec) Position() lexer.Position { return n.Pos }

// Position reports where the CounterSpec starts.
func (n *CounterSpec) Position() lexer.Position { return n.Pos }

// Position reports where the Targets starts.
func (n *Targets) Position() lexer.Position { return n.Pos }

// Position reports where the CastAction starts.
func (n *CastAction) Position() lexer.Position { return n.Pos }

// Position reports where the ActivateAction starts.
func (n *ActivateAction) Position() lexer.Position { return n.Pos }

// Position reports where the PlayAction starts.
func (n *PlayAction) Position() lexer.Position { return n.Pos }

// Position reports where the TapForManaAction starts.
func (n *TapForManaAction) Position() lexer.Position { return n.Pos }

// Position reports where the PassAction starts.
func (n *PassAction) Position() lexer.Position { return n.Pos }

// Position reports where the ResolveAction starts.
func (n *ResolveAction) Position() lexer.Position { return n.Pos }

// Position reports where the GotoAction starts.
func (n *GotoAction) Position() lexer.Position { return n.Pos }

// Position reports where the AttackAction starts.
func (n *AttackAction) Position() lexer.Position { return n.Pos }

// Position reports where the BlockAction starts.
func (n *BlockAction) Position() lexer.Position { return n.Pos }

// Position reports where the DeclareNoneAction starts.
func (n *DeclareNoneAction) Position() lexer.Position { return n.Pos }

// Position reports where the ChooseAction starts.
func (n *ChooseAction) Position() lexer.Position { return n.Pos }

// Position reports where the Answer starts.
func (n *Answer) Position() lexer.Position { return n.Pos }

// Position reports where the Expect starts.
func (n *Expect) Position() lexer.Position { return n.Pos }

// Position reports where the ExpectStackEmpty starts.
func (n *ExpectStackEmpty) Position() lexer.Position { return n.Pos }

// Position reports where the ExpectStack starts.
func (n *ExpectStack) Position() lexer.Position { return n.Pos }

// Position reports where the ExpectLog starts.
func (n *ExpectLog) Position() lexer.Position { return n.Pos }

// Position reports where the ExpectRefused starts.
func (n *ExpectRefused) Position() lexer.Position { return n.Pos }

// Position reports where the ExpectStep starts.
func (n *ExpectStep) Position() lexer.Position { return n.Pos }

// Position reports where the ExpectTurn starts.
func (n *ExpectTurn) Position() lexer.Position { return n.Pos }

// Position reports where the ExpectCountIn starts.
func (n *ExpectCountIn) Position() lexer.Position { return n.Pos }

// Position reports where the ExpectZoneCount starts.
func (n *ExpectZoneCount) Position() lexer.Position { return n.Pos }

// Position reports where the ExpectLife starts.
func (n *ExpectLife) Position() lexer.Position { return n.Pos }

// Position reports where the ExpectMana starts.
func (n *ExpectMana) Position() lexer.Position { return n.Pos }

// Position reports where the ExpectCard starts.
func (n *ExpectCard) Position() lexer.Position { return n.Pos }

// Position reports where the InZone starts.
func (n *InZone) Position() lexer.Position { return n.Pos }

// Position reports where the IsPT starts.
func (n *IsPT) Position() lexer.Position { return n.Pos }

// Position reports where the IsColorless starts.
func (n *IsColorless) Position() lexer.Position { return n.Pos }

// Position reports where the IsColors starts.
func (n *IsColors) Position() lexer.Position { return n.Pos }

// Position reports where the IsType starts.
func (n *IsType) Position() lexer.Position { return n.Pos }

// Position reports where the HasDamage starts.
func (n *HasDamage) Position() lexer.Position { return n.Pos }

// Position reports where the HasCounters starts.
func (n *HasCounters) Position() lexer.Position { return n.Pos }

// Position reports where the HasKeyword starts.
func (n *HasKeyword) Position() lexer.Position { return n.Pos }

// Position reports where the LacksKeyword starts.
func (n *LacksKeyword) Position() lexer.Position { return n.Pos }

// Position reports where the ControlledBy starts.
func (n *ControlledBy) Position() lexer.Position { return n.Pos }

// Position reports where the IsTapped starts.
func (n *IsTapped) Position() lexer.Position { return n.Pos }

// Position reports where the IsUntapped starts.
func (n *IsUntapped) Position() lexer.Position { return n.Pos }

// Position reports where the IsSummoningSick starts.
func (n *IsSummoningSick) Position() lexer.Position { return n.Pos }

// Position reports where the AttachedTo starts.
func (n *AttachedTo) Position() lexer.Position { return n.Pos }

// Position reports where the Unattached starts.
func (n *Unattached) Position() lexer.Position { return n.Pos }
func (*Card) decl()                            {}
func (*Deck) decl()                            {}
func (*Scenario) decl()                        {}
func (*Game) decl()                            {}
func (*CostItem) cardItem()                    {}
func (*TypeItem) cardItem()                    {}
func (*PTItem) cardItem()                      {}
func (*LoyaltyItem) cardItem()                 {}
func (*ColorItem) cardItem()                   {}
func (*OracleItem) cardItem()                  {}
func (*SpellAbility) cardItem()                {}
func (*StaticAbility) cardItem()               {}
func (*TriggeredAbility) cardItem()            {}
func (*StepTriggeredAbility) cardItem()        {}
func (*LoyaltyAbility) cardItem()              {}
func (*ActivatedAbility) cardItem()            {}
func (*EnchantItem) cardItem()                 {}
func (*KeywordItem) cardItem()                 {}
func (*ManaCost) cost()                        {}
func (*SacrificeCost) cost()                   {}
func (*DiscardCost) cost()                     {}
func (*ExileCost) cost()                       {}
func (*PayLifeCost) cost()                     {}
func (*TapCost) cost()                         {}
func (*UntapCost) cost()                       {}
func (*RemoveCountersCost) cost()              {}
func (*ReplacementClause) clause()             {}
func (*DelayedClause) clause()                 {}
func (*PreventClause) clause()                 {}
func (*ActionClause) clause()                  {}
func (*DealDamage) predicate()                 {}
func (*Destroy) predicate()                    {}
func (*Exile) predicate()                      {}
func (*Return) predicate()                     {}
func (*PutCounters) predicate()                {}
func (*Put) predicate()                        {}
func (*Counter) predicate()                    {}
func (*Draw) predicate()                       {}
func (*Discard) predicate()                    {}
func (*Mill) predicate()                       {}
func (*Sacrifice) predicate()                  {}
func (*GainLife) predicate()                   {}
func (*GainControl) predicate()                {}
func (*LoseLife) predicate()                   {}
func (*GetsPT) predicate()                     {}
func (*HasKeywords) predicate()                {}
func (*LosesKeywords) predicate()              {}
func (*Becomes) predicate()                    {}
func (*Tap) predicate()                        {}
func (*Untap) predicate()                      {}
func (*CreateToken) predicate()                {}
func (*Attach) predicate()                     {}
func (*Cast) predicate()                       {}
func (*Play) predicate()                       {}
func (*AddMana) predicate()                    {}
func (*Shuffle) predicate()                    {}
func (*Scry) predicate()                       {}
func (*Regenerate) predicate()                 {}
func (*CantBeRegenerated) predicate()          {}
func (*FlashbackCost) predicate()              {}
func (*CantAttackOrBlock) predicate()          {}
func (*YouRef) ref()                           {}
func (*YouRef) playerRef()                     {}
func (*TargetPlayerRef) ref()                  {}
func (*TargetPlayerRef) playerRef()            {}
func (*EachPlayerRef) ref()                    {}
func (*EachPlayerRef) playerRef()              {}
func (*ItsOwnerRef) ref()                      {}
func (*ItsOwnerRef) playerRef()                {}
func (*ItsControllerRef) ref()                 {}
func (*ItsControllerRef) playerRef()           {}
func (*ThatPlayerRef) ref()                    {}
func (*ThatPlayerRef) playerRef()              {}
func (*ThisRef) ref()                          {}
func (*ThisRef) objectRef()                    {}
func (*ItRef) ref()                            {}
func (*ItRef) objectRef()                      {}
func (*ThatRef) ref()                          {}
func (*ThatRef) objectRef()                    {}
func (*TargetRef) ref()                        {}
func (*TargetRef) objectRef()                  {}
func (*ExiledRef) ref()                        {}
func (*ExiledRef) objectRef()                  {}
func (*SacrificedRef) ref()                    {}
func (*SacrificedRef) objectRef()              {}
func (*DiscardedRef) ref()                     {}
func (*DiscardedRef) objectRef()               {}
func (*TriggeringRef) ref()                    {}
func (*TriggeringRef) objectRef()              {}
func (*AttachedRef) ref()                      {}
func (*AttachedRef) objectRef()                {}
func (*EachRef) ref()                          {}
func (*EachRef) objectRef()                    {}
func (*IndefiniteRef) ref()                    {}
func (*IndefiniteRef) objectRef()              {}
func (*ControllerConstraint) constraint()      {}
func (*CompareConstraint) constraint()         {}
func (*KeywordConstraint) constraint()         {}
func (*ZoneConstraint) constraint()            {}
func (*EntersEvent) eventVerb()                {}
func (*LeavesEvent) eventVerb()                {}
func (*DiesEvent) eventVerb()                  {}
func (*PutIntoGraveyardEvent) eventVerb()      {}
func (*AttacksEvent) eventVerb()               {}
func (*BlocksEvent) eventVerb()                {}
func (*BecomesBlockedEvent) eventVerb()        {}
func (*CastEvent) eventVerb()                  {}
func (*WasKicked) conditionTest()              {}
func (*Controls) conditionTest()               {}
func (*IsOnBattlefield) conditionTest()        {}
func (*WouldBePut) wouldEvent()                {}
func (*WouldDie) wouldEvent()                  {}
func (*WouldDealDamage) wouldEvent()           {}
func (*PlayersSetup) stmt()                    {}
func (*PlayersSetup) setup()                   {}
func (*TurnSetup) stmt()                       {}
func (*TurnSetup) setup()                      {}
func (*LifeSetup) stmt()                       {}
func (*LifeSetup) setup()                      {}
func (*ManaSetup) stmt()                       {}
func (*ManaSetup) setup()                      {}
func (*PassAction) stmt()                      {}
func (*PassAction) action()                    {}
func (*ResolveAction) stmt()                   {}
func (*ResolveAction) action()                 {}
func (*GotoAction) stmt()                      {}
func (*GotoAction) action()                    {}
func (*Expect) stmt()                          {}
func (*ZoneSetup) stmt()                       {}
func (*ZoneSetup) setup()                      {}
func (*CastAction) stmt()                      {}
func (*CastAction) action()                    {}
func (*ActivateAction) stmt()                  {}
func (*ActivateAction) action()                {}
func (*PlayAction) stmt()                      {}
func (*PlayAction) action()                    {}
func (*TapForManaAction) stmt()                {}
func (*TapForManaAction) action()              {}
func (*AttackAction) stmt()                    {}
func (*AttackAction) action()                  {}
func (*BlockAction) stmt()                     {}
func (*BlockAction) action()                   {}
func (*DeclareNoneAction) stmt()               {}
func (*DeclareNoneAction) action()             {}
func (*ChooseAction) stmt()                    {}
func (*ChooseAction) action()                  {}
func (*ExpectStackEmpty) expectation()         {}
func (*ExpectStack) expectation()              {}
func (*ExpectLog) expectation()                {}
func (*ExpectRefused) expectation()            {}
func (*ExpectStep) expectation()               {}
func (*ExpectTurn) expectation()               {}
func (*ExpectCountIn) expectation()            {}
func (*ExpectZoneCount) expectation()          {}
func (*ExpectLife) expectation()               {}
func (*ExpectMana) expectation()               {}
func (*ExpectCard) expectation()               {}
func (*InZone) cardCheck()                     {}
func (*IsPT) cardCheck()                       {}
func (*IsColorless) cardCheck()                {}
func (*IsColors) cardCheck()                   {}
func (*IsType) cardCheck()                     {}
func (*HasDamage) cardCheck()                  {}
func (*HasCounters) cardCheck()                {}
func (*HasKeyword) cardCheck()                 {}
func (*LacksKeyword) cardCheck()               {}
func (*ControlledBy) cardCheck()               {}
func (*IsTapped) cardCheck()                   {}
func (*IsUntapped) cardCheck()                 {}
func (*IsSummoningSick) cardCheck()            {}
func (*AttachedTo) cardCheck()                 {}
func (*Unattached) cardCheck()                 {}
