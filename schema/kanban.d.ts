/* The Kanban EV wire format's TypeScript declarations, generated from schema/*.schema.json by schema/generate.mjs: do not edit. */

/**
 * A player's colour, in a place that always names one.
 */
export type PlayerColor = "yellow" | "blue" | "purple" | "red";
/**
 * Difficulty is a Difficulty card: ids 0–8 are the cards #1–#9. Confirmed (app.js 127–129; html 95).
 */
export type Difficulty =
  | "certified-lacerda"
  | "cushy-speech"
  | "certified-advantage"
  | "productive-upgrades"
  | "optimized-upgrades"
  | "increased-quotas"
  | "forced-overtime"
  | "keeping-up"
  | "termination-clause"
  | "none";
/**
 * Color is a player colour. Confirmed (the solo helper's colour list).
 */
export type Color = "yellow" | "blue" | "purple" | "red" | "none";
/**
 * Action is a player's choice: one value for every kind of choice the game asks for, from placing a worker to training to ending a turn (R-ENG-2). Action is one compact struct with a Kind rather than one Go type per kind: it holds no pointers, so a bot can list legal actions into a reused slice and apply them without allocating, and two actions compare with ==. Each kind uses only the fields its constructor sets; the others are zero. Build actions with the constructors (Train, EndTurn, …) or take them from LegalActions.
 */
export type Action =
  | CertSpaceAction
  | StartPartAction
  | StartDesignAction
  | SelectAction
  | TrainAction
  | HomeworkAction
  | RecycleAction
  | KeepAwardAction
  | EndTurnAction
  | TakeDesignAction
  | KanbanAction
  | CollectAction
  | VoucherAction
  | ProvideAction
  | BranchAction
  | ClaimAction
  | GarageAction
  | PadlockAction
  | UpgradeAction
  | SpeakAction
  | PassAction
  | ChooseGoalAction;
/**
 * Part is one of the six car-part types. Confirmed (the solo helper's part list).
 */
export type Part = "motor" | "autopilot" | "battery" | "body" | "electronics" | "drivetrain" | "none";
/**
 * DesignSource is a place a Design is taken from: one of the 8 display spaces, or the top of one of the 3 stacks.
 */
export type DesignSource =
  | "top-1"
  | "top-2"
  | "top-3"
  | "top-4"
  | "bottom-1"
  | "bottom-2"
  | "bottom-3"
  | "bottom-4"
  | "central"
  | "office-top"
  | "office-bottom";
/**
 * Workstation is one of the ten workstations, numbered in working order: the top and bottom workstation of R&D, then of Assembly, and so on down to Administration. Sandra's desk is not a workstation.
 */
export type Workstation =
  | "rnd-top"
  | "rnd-bottom"
  | "assembly-top"
  | "assembly-bottom"
  | "logistics-top"
  | "logistics-bottom"
  | "design-top"
  | "design-bottom"
  | "administration-top"
  | "administration-bottom"
  | "none";
/**
 * Department is one of the five departments of the factory, in board order from top to bottom: Research & Development, Assembly, Logistics, Design, Administration. Confirmed (the solo helper's workstation order; a review).
 */
export type Department = "rnd" | "assembly" | "logistics" | "design" | "administration" | "none";
/**
 * Award is the kind of an Award tile: its immediate benefit.
 */
export type Award = "shift" | "pp" | "book" | "voucher" | "none";
/**
 * KanbanPlacement is one of the 4 ways to lay a Kanban Order card across the Kanban line (R-LOG-1): which of the card's 6 symbols, numbered from the doubled end, lie above the line.
 */
export type KanbanPlacement = "above-first-four" | "above-first-two" | "above-last-four" | "above-last-two";
/**
 * Model is one of the five car models. Confirmed (the solo helper's vehicle list).
 */
export type Model = "city" | "suv" | "truck" | "sports" | "concept" | "none";
/**
 * PartSource is where a part provided in Assembly or used to upgrade comes from.
 */
export type PartSource = "storage" | "voucher" | "recycling";
/**
 * ConveyorSpace is a space of the assembly line, by index in components.Conveyor, or ExitSpace for off the line.
 */
export type ConveyorSpace =
  "exit" | "s1" | "s2" | "s3" | "s4" | "s5" | "a1" | "b1" | "b2" | "c1" | "c2" | "d1" | "d2" | "e1";
/**
 * DesignTile is one of the 35 Design tiles, numbered as in components.Designs.
 */
export type DesignTile =
  | "city-motor"
  | "city-autopilot"
  | "city-battery"
  | "city-body"
  | "city-electronics"
  | "city-drivetrain"
  | "city-blank"
  | "suv-motor"
  | "suv-autopilot"
  | "suv-battery"
  | "suv-body"
  | "suv-electronics"
  | "suv-drivetrain"
  | "suv-blank"
  | "truck-motor"
  | "truck-autopilot"
  | "truck-battery"
  | "truck-body"
  | "truck-electronics"
  | "truck-drivetrain"
  | "truck-blank"
  | "sports-motor"
  | "sports-autopilot"
  | "sports-battery"
  | "sports-body"
  | "sports-electronics"
  | "sports-drivetrain"
  | "sports-blank"
  | "concept-motor"
  | "concept-autopilot"
  | "concept-battery"
  | "concept-body"
  | "concept-electronics"
  | "concept-drivetrain"
  | "concept-blank"
  | "none";
/**
 * GoalCard is a Performance Goal card, by number in components.Goals.
 */
export type GoalCard =
  | "0"
  | "1"
  | "2"
  | "3"
  | "4"
  | "5"
  | "6"
  | "7"
  | "8"
  | "9"
  | "10"
  | "11"
  | "12"
  | "13"
  | "14"
  | "15"
  | "16"
  | "17"
  | "18"
  | "19"
  | "20"
  | "21"
  | "22"
  | "23"
  | "24"
  | "25"
  | "26"
  | "27"
  | "28"
  | "29"
  | "30"
  | "31"
  | "none";
/**
 * The "type" of every action kind.
 */
export type ActionType =
  | "cert-space"
  | "start-part"
  | "start-design"
  | "select"
  | "train"
  | "homework"
  | "recycle"
  | "keep-award"
  | "end-turn"
  | "take-design"
  | "kanban"
  | "collect"
  | "voucher"
  | "provide"
  | "branch"
  | "claim"
  | "garage"
  | "padlock"
  | "upgrade"
  | "speak"
  | "pass"
  | "choose-goal";
/**
 * Event is one thing that happened in a game: a fact that Evolve folds into the state. Decide turns an action into events; everything automatic that the action triggers (Sandra's turn, the end of the week, the next day's selection) is in the same list. Like Action, Event is one struct with a Kind; each kind uses only some of the payload fields (its JSON form lists just those). The envelope — Seq, Action, Kind and Player — is always there.
 */
export type Event =
  | StartedEvent
  | CertSpaceTakenEvent
  | GainedEvent
  | PicksStartedEvent
  | PartTakenEvent
  | DesignTakenEvent
  | DisplayRefilledEvent
  | DayStartedEvent
  | WorkstationChosenEvent
  | SandraMovedEvent
  | WorkingStartedEvent
  | TurnStartedEvent
  | BankedShiftSpentEvent
  | DepartmentNamedEvent
  | TrainedEvent
  | HomeworkEvent
  | CertifiedEvent
  | FactoryGoalReachedEvent
  | ExpertEvent
  | AwardTokenTakenEvent
  | AwardKeptEvent
  | RecycledEvent
  | DemandReplacedEvent
  | CreditedEvent
  | TurnEndedEvent
  | SandraTurnEvent
  | SandraEvaluatedEvent
  | PaceCarAdvancedEvent
  | MeetingScheduledEvent
  | AssemblyClearedEvent
  | WarehousesStrippedEvent
  | DesignsReturnedEvent
  | GenericExchangedEvent
  | WeekScoredEvent
  | WeekAdvancedEvent
  | DayEndedEvent
  | ChoicePendingEvent
  | ShiftsSpentEvent
  | StackReplacedEvent
  | KanbanIssuedEvent
  | KanbanDrawnEvent
  | VoucherRequestedEvent
  | ModelsClearedEvent
  | PartProvidedEvent
  | BranchTakenEvent
  | ConveyorAdvancedEvent
  | DemandTokenTakenEvent
  | CarTestedEvent
  | CarReturnedEvent
  | CarStartedEvent
  | CarsClaimedEvent
  | CarParkedEvent
  | PadlockTakenEvent
  | DesignUpgradedEvent
  | MeetingStartedEvent
  | SpokeEvent
  | PassedEvent
  | TokensReturnedEvent
  | GoalsDiscardedEvent
  | GoalChosenEvent
  | GoalsRevealedEvent
  | GoalDeckReshuffledEvent
  | RoomGoalDealtEvent
  | GoalDrawnEvent
  | MeetingEndedEvent
  | FinalGoalClaimedEvent
  | FinalScoredEvent
  | GameEndedEvent
  | DemandTileTurnedEvent
  | ActedEvent
  | ColleagueSpotTakenEvent
  | ColumnDrawnEvent
  | DepartmentDeckRebuiltEvent
  | SelectionReshuffledEvent
  | SelectionDrawnEvent
  | ColleagueSelectedEvent
  | ColleagueTurnEvent
  | ColleagueTrainedEvent
  | ColleagueCertifiedEvent
  | ColleagueExpertEvent
  | ColleagueScoredEvent
  | OvertimeEvent
  | SharedStackTurnedEvent
  | ColleagueUpgradedEvent
  | ColleagueClaimedEvent
  | ColleagueProvidedEvent
  | ColleagueKanbanEvent
  | ColleagueCollectedEvent
  | ColleaguePartReturnedEvent
  | ColleagueDesignTakenEvent
  | ColleaguesRecycledEvent
  | ColleaguesWeekEndedEvent
  | FiredEvent
  | ColleagueSpokeEvent
  | RoomShuffledEvent
  | ColleagueFinalScoredEvent;
/**
 * GeneratorState is the state of the game's random generator, written in JSON and the notation as 32 hexadecimal digits. Events carry it so that a replay restores the generator without running it; a host that shows events to players should not show it, since it foretells later shuffles.
 */
export type GeneratorState = string;
/**
 * An ordered outcome, as numbers from 0 to 255 (255 for none where the kind says so); what the numbers stand for and in which order is in the kind's description.
 *
 * @maxItems 35
 */
export type List = number[];
/**
 * DecisionKind is the kind of choice the game waits for.
 */
export type DecisionKind =
  | "start-spot"
  | "start-pick"
  | "workstation"
  | "work"
  | "cert-space"
  | "award"
  | "game-over"
  | "branch"
  | "garage"
  | "padlock"
  | "speak"
  | "room-goal"
  | "events";
/**
 * ScoreCategory is a part of final scoring (R-FIN).
 */
export type ScoreCategory =
  "final-goal" | "banked-shifts" | "speech-tokens" | "books" | "vouchers" | "cars" | "training" | "tested-designs";
export type ActedAction =
  | CertSpaceActedAction
  | StartPartActedAction
  | StartDesignActedAction
  | SelectActedAction
  | TrainActedAction
  | HomeworkActedAction
  | RecycleActedAction
  | KeepAwardActedAction
  | EndTurnActedAction
  | TakeDesignActedAction
  | KanbanActedAction
  | CollectActedAction
  | VoucherActedAction
  | ProvideActedAction
  | BranchActedAction
  | ClaimActedAction
  | GarageActedAction
  | PadlockActedAction
  | UpgradeActedAction
  | SpeakActedAction
  | PassActedAction
  | ChooseGoalActedAction;
/**
 * The "type" of every event kind.
 */
export type EventType =
  | "started"
  | "cert-space-taken"
  | "gained"
  | "picks-started"
  | "part-taken"
  | "design-taken"
  | "display-refilled"
  | "day-started"
  | "workstation-chosen"
  | "sandra-moved"
  | "working-started"
  | "turn-started"
  | "banked-shift-spent"
  | "department-named"
  | "trained"
  | "homework"
  | "certified"
  | "factory-goal-reached"
  | "expert"
  | "award-token-taken"
  | "award-kept"
  | "recycled"
  | "demand-replaced"
  | "credited"
  | "turn-ended"
  | "sandra-turn"
  | "sandra-evaluated"
  | "pace-car-advanced"
  | "meeting-scheduled"
  | "assembly-cleared"
  | "warehouses-stripped"
  | "designs-returned"
  | "generic-exchanged"
  | "week-scored"
  | "week-advanced"
  | "day-ended"
  | "choice-pending"
  | "shifts-spent"
  | "stack-replaced"
  | "kanban-issued"
  | "kanban-drawn"
  | "voucher-requested"
  | "models-cleared"
  | "part-provided"
  | "branch-taken"
  | "conveyor-advanced"
  | "demand-token-taken"
  | "car-tested"
  | "car-returned"
  | "car-started"
  | "cars-claimed"
  | "car-parked"
  | "padlock-taken"
  | "design-upgraded"
  | "meeting-started"
  | "spoke"
  | "passed"
  | "tokens-returned"
  | "goals-discarded"
  | "goal-chosen"
  | "goals-revealed"
  | "goal-deck-reshuffled"
  | "room-goal-dealt"
  | "goal-drawn"
  | "meeting-ended"
  | "final-goal-claimed"
  | "final-scored"
  | "game-ended"
  | "demand-tile-turned"
  | "acted"
  | "colleague-spot-taken"
  | "column-drawn"
  | "department-deck-rebuilt"
  | "selection-reshuffled"
  | "selection-drawn"
  | "colleague-selected"
  | "colleague-turn"
  | "colleague-trained"
  | "colleague-certified"
  | "colleague-expert"
  | "colleague-scored"
  | "overtime"
  | "shared-stack-turned"
  | "colleague-upgraded"
  | "colleague-claimed"
  | "colleague-provided"
  | "colleague-kanban"
  | "colleague-collected"
  | "colleague-part-returned"
  | "colleague-design-taken"
  | "colleagues-recycled"
  | "colleagues-week-ended"
  | "fired"
  | "colleague-spoke"
  | "room-shuffled"
  | "colleague-final-scored";
export type PlayerEvent =
  | PlayerStartedEvent
  | PlayerCertSpaceTakenEvent
  | PlayerGainedEvent
  | PlayerPicksStartedEvent
  | PlayerPartTakenEvent
  | PlayerDesignTakenEvent
  | PlayerDisplayRefilledEvent
  | PlayerDayStartedEvent
  | PlayerWorkstationChosenEvent
  | PlayerSandraMovedEvent
  | PlayerWorkingStartedEvent
  | PlayerTurnStartedEvent
  | PlayerBankedShiftSpentEvent
  | PlayerDepartmentNamedEvent
  | PlayerTrainedEvent
  | PlayerHomeworkEvent
  | PlayerCertifiedEvent
  | PlayerFactoryGoalReachedEvent
  | PlayerExpertEvent
  | PlayerAwardTokenTakenEvent
  | PlayerAwardKeptEvent
  | PlayerRecycledEvent
  | PlayerDemandReplacedEvent
  | PlayerCreditedEvent
  | PlayerTurnEndedEvent
  | PlayerSandraTurnEvent
  | PlayerSandraEvaluatedEvent
  | PlayerPaceCarAdvancedEvent
  | PlayerMeetingScheduledEvent
  | PlayerAssemblyClearedEvent
  | PlayerWarehousesStrippedEvent
  | PlayerDesignsReturnedEvent
  | PlayerGenericExchangedEvent
  | PlayerWeekScoredEvent
  | PlayerWeekAdvancedEvent
  | PlayerDayEndedEvent
  | PlayerChoicePendingEvent
  | PlayerShiftsSpentEvent
  | PlayerStackReplacedEvent
  | PlayerKanbanIssuedEvent
  | PlayerKanbanDrawnEvent
  | PlayerVoucherRequestedEvent
  | PlayerModelsClearedEvent
  | PlayerPartProvidedEvent
  | PlayerBranchTakenEvent
  | PlayerConveyorAdvancedEvent
  | PlayerDemandTokenTakenEvent
  | PlayerCarTestedEvent
  | PlayerCarReturnedEvent
  | PlayerCarStartedEvent
  | PlayerCarsClaimedEvent
  | PlayerCarParkedEvent
  | PlayerPadlockTakenEvent
  | PlayerDesignUpgradedEvent
  | PlayerMeetingStartedEvent
  | PlayerSpokeEvent
  | PlayerPassedEvent
  | PlayerTokensReturnedEvent
  | PlayerGoalsDiscardedEvent
  | PlayerGoalChosenEvent
  | PlayerGoalsRevealedEvent
  | PlayerGoalDeckReshuffledEvent
  | PlayerRoomGoalDealtEvent
  | PlayerGoalDrawnEvent
  | PlayerMeetingEndedEvent
  | PlayerFinalGoalClaimedEvent
  | PlayerFinalScoredEvent
  | PlayerGameEndedEvent
  | PlayerDemandTileTurnedEvent
  | PlayerActedEvent
  | PlayerColleagueSpotTakenEvent
  | PlayerColumnDrawnEvent
  | PlayerDepartmentDeckRebuiltEvent
  | PlayerSelectionReshuffledEvent
  | PlayerSelectionDrawnEvent
  | PlayerColleagueSelectedEvent
  | PlayerColleagueTurnEvent
  | PlayerColleagueTrainedEvent
  | PlayerColleagueCertifiedEvent
  | PlayerColleagueExpertEvent
  | PlayerColleagueScoredEvent
  | PlayerOvertimeEvent
  | PlayerSharedStackTurnedEvent
  | PlayerColleagueUpgradedEvent
  | PlayerColleagueClaimedEvent
  | PlayerColleagueProvidedEvent
  | PlayerColleagueKanbanEvent
  | PlayerColleagueCollectedEvent
  | PlayerColleaguePartReturnedEvent
  | PlayerColleagueDesignTakenEvent
  | PlayerColleaguesRecycledEvent
  | PlayerColleaguesWeekEndedEvent
  | PlayerFiredEvent
  | PlayerColleagueSpokeEvent
  | PlayerRoomShuffledEvent
  | PlayerColleagueFinalScoredEvent;
export type PlayerActedAction =
  | PlayerCertSpaceAction
  | PlayerStartPartAction
  | PlayerStartDesignAction
  | PlayerSelectAction
  | PlayerTrainAction
  | PlayerHomeworkAction
  | PlayerRecycleAction
  | PlayerKeepAwardAction
  | PlayerEndTurnAction
  | PlayerTakeDesignAction
  | PlayerKanbanAction
  | PlayerCollectAction
  | PlayerVoucherAction
  | PlayerProvideAction
  | PlayerBranchAction
  | PlayerClaimAction
  | PlayerGarageAction
  | PlayerPadlockAction
  | PlayerUpgradeAction
  | PlayerSpeakAction
  | PlayerPassAction
  | PlayerChooseGoalAction;
/**
 * Decision is what the game waits for: which player must act, what kind of choice it is, and what the choice is about, so that a frontend can say so. LegalActions lists the actions that answer it. Each kind sets the fields that describe it, listed below; the others are zero, and its JSON form leaves them out. Everything in a Decision is public: every player may see it (it is in each View).
 */
export type Decision =
  | StartSpotDecision
  | StartPickDecision
  | WorkstationDecision
  | WorkDecision
  | CertSpaceDecision
  | AwardDecision
  | GameOverDecision
  | BranchDecision
  | GarageDecision
  | PadlockDecision
  | SpeakDecision
  | RoomGoalDecision
  | EventsDecision;
/**
 * A set of Design tiles, by name, in tile order. Later releases of the same SchemaVersion may add members: ignore those you do not know.
 */
export type DesignSet = DesignTile[];
/**
 * FactoryGoalKind is what a Factory Goal tile counts. Seed (long text: the three types); Confirmed (a tutorial: three stacks).
 */
export type FactoryGoalKind = "certifications" | "cars" | "upgraded-designs" | "none";
/**
 * GoalMeasure is what a Performance Goal card counts for the player who speaks on it. Its text form is a name, such as "tested-designs".
 */
export type GoalMeasure =
  | "cars"
  | "garage-models"
  | "small-cars"
  | "big-cars"
  | "upgraded-designs"
  | "tested-designs"
  | "certifications"
  | "experts"
  | "rnd-training"
  | "assembly-training"
  | "logistics-training"
  | "design-training"
  | "administration-training"
  | "tracks-led"
  | "tracks-certified"
  | "double-upgrade"
  | "books"
  | "vouchers"
  | "banked-pairs"
  | "speech-tokens"
  | "stored-parts"
  | "desk-designs"
  | "awards"
  | "factory-goals"
  | "motor-battery"
  | "autopilot-electronics"
  | "body-drivetrain"
  | "upgraded-models"
  | "blank-designs"
  | "empty-garage"
  | "valuable-tested"
  | "demand-cars"
  | "none";
export type Phase = "start-spots" | "start-picks" | "selection" | "working" | "meeting" | "room-goals" | "over";
/**
 * worker names who sits in a place of the order or on a workstation: a player's colour, Sandra, or nobody.
 */
export type Worker = "yellow" | "blue" | "purple" | "red" | "none" | "sandra";
/**
 * workPlace is a working position: a workstation, Sandra's desk, or none.
 */
export type WorkPlace =
  | "rnd-top"
  | "rnd-bottom"
  | "assembly-top"
  | "assembly-bottom"
  | "logistics-top"
  | "logistics-bottom"
  | "design-top"
  | "design-bottom"
  | "administration-top"
  | "administration-bottom"
  | "none"
  | "desk";
/**
 * Later releases of the same SchemaVersion may add members: ignore those you do not know.
 */
export type HostMessage = HelloMessage | DecisionMessage | RefusedMessage | EndMessage;
/**
 * Index: achievement, in printed order
 *
 * @minItems 4
 * @maxItems 4
 */
export type FinalGoal = [Achievement, Achievement, Achievement, Achievement];
/**
 * AchievementKind is what an achievement of a Final Goal tile asks for.
 */
export type AchievementKind =
  | "cars"
  | "certifications"
  | "experts"
  | "tested-designs"
  | "garage-models"
  | "banked-shifts"
  | "upgraded-designs"
  | "concept-car"
  | "books"
  | "double-upgrade"
  | "vouchers"
  | "tracks-led"
  | "speech-tokens"
  | "none";
/**
 * Index: symbol on the card, in printed order
 *
 * @minItems 6
 * @maxItems 6
 */
export type KanbanCard = [Part, Part, Part, Part, Part, Part];
/**
 * A decision's answer has exactly one of "id" and "action".
 */
export type DecisionAnswer = IDAnswer | ActionAnswer;

/**
 * The definitions the Kanban EV wire format's schemas share, generated from the Go types of github.com/kanbanev/kanban by examples/schema. Wire format version 3 (kanban.SchemaVersion).
 */
export interface KanbanWire {
  Config?: Config;
  PlayerConfig?: PlayerConfig;
  Color?: Color;
  PlayerColor?: PlayerColor;
  SoloConfig?: SoloConfig;
  Difficulty?: Difficulty;
  EditionName?: EditionName;
  Action?: Action;
  ActionType?: ActionType;
  CertSpaceAction?: CertSpaceAction;
  StartPartAction?: StartPartAction;
  Part?: Part;
  StartDesignAction?: StartDesignAction;
  DesignSource?: DesignSource;
  SelectAction?: SelectAction;
  Workstation?: Workstation;
  TrainAction?: TrainAction;
  Department?: Department;
  HomeworkAction?: HomeworkAction;
  RecycleAction?: RecycleAction;
  KeepAwardAction?: KeepAwardAction;
  Award?: Award;
  EndTurnAction?: EndTurnAction;
  TakeDesignAction?: TakeDesignAction;
  KanbanAction?: KanbanAction;
  KanbanPlacement?: KanbanPlacement;
  CollectAction?: CollectAction;
  VoucherAction?: VoucherAction;
  ProvideAction?: ProvideAction;
  Model?: Model;
  PartSource?: PartSource;
  BranchAction?: BranchAction;
  ConveyorSpace?: ConveyorSpace;
  ClaimAction?: ClaimAction;
  DesignTile?: DesignTile;
  GarageAction?: GarageAction;
  PadlockAction?: PadlockAction;
  Benefit?: Benefit;
  UpgradeAction?: UpgradeAction;
  SpeakAction?: SpeakAction;
  GoalCard?: GoalCard;
  PassAction?: PassAction;
  ChooseGoalAction?: ChooseGoalAction;
  Event?: Event;
  EventType?: EventType;
  StartedEvent?: StartedEvent;
  Setup?: Setup;
  GeneratorState?: GeneratorState;
  SoloSetup?: SoloSetup;
  SetupTable?: SetupTable;
  DemandTile?: DemandTile;
  Hand?: Hand;
  CertSpaceTakenEvent?: CertSpaceTakenEvent;
  GainedEvent?: GainedEvent;
  PicksStartedEvent?: PicksStartedEvent;
  PartTakenEvent?: PartTakenEvent;
  DesignTakenEvent?: DesignTakenEvent;
  DisplayRefilledEvent?: DisplayRefilledEvent;
  List?: List;
  DayStartedEvent?: DayStartedEvent;
  WorkstationChosenEvent?: WorkstationChosenEvent;
  SandraMovedEvent?: SandraMovedEvent;
  WorkingStartedEvent?: WorkingStartedEvent;
  TurnStartedEvent?: TurnStartedEvent;
  BankedShiftSpentEvent?: BankedShiftSpentEvent;
  DepartmentNamedEvent?: DepartmentNamedEvent;
  TrainedEvent?: TrainedEvent;
  HomeworkEvent?: HomeworkEvent;
  CertifiedEvent?: CertifiedEvent;
  FactoryGoalReachedEvent?: FactoryGoalReachedEvent;
  ExpertEvent?: ExpertEvent;
  AwardTokenTakenEvent?: AwardTokenTakenEvent;
  AwardKeptEvent?: AwardKeptEvent;
  RecycledEvent?: RecycledEvent;
  DemandReplacedEvent?: DemandReplacedEvent;
  CreditedEvent?: CreditedEvent;
  TurnEndedEvent?: TurnEndedEvent;
  SandraTurnEvent?: SandraTurnEvent;
  SandraEvaluatedEvent?: SandraEvaluatedEvent;
  PaceCarAdvancedEvent?: PaceCarAdvancedEvent;
  MeetingScheduledEvent?: MeetingScheduledEvent;
  AssemblyClearedEvent?: AssemblyClearedEvent;
  WarehousesStrippedEvent?: WarehousesStrippedEvent;
  DesignsReturnedEvent?: DesignsReturnedEvent;
  GenericExchangedEvent?: GenericExchangedEvent;
  WeekScoredEvent?: WeekScoredEvent;
  WeekAdvancedEvent?: WeekAdvancedEvent;
  DayEndedEvent?: DayEndedEvent;
  ChoicePendingEvent?: ChoicePendingEvent;
  DecisionKind?: DecisionKind;
  ShiftsSpentEvent?: ShiftsSpentEvent;
  StackReplacedEvent?: StackReplacedEvent;
  KanbanIssuedEvent?: KanbanIssuedEvent;
  KanbanDrawnEvent?: KanbanDrawnEvent;
  VoucherRequestedEvent?: VoucherRequestedEvent;
  ModelsClearedEvent?: ModelsClearedEvent;
  PartProvidedEvent?: PartProvidedEvent;
  BranchTakenEvent?: BranchTakenEvent;
  ConveyorAdvancedEvent?: ConveyorAdvancedEvent;
  DemandTokenTakenEvent?: DemandTokenTakenEvent;
  CarTestedEvent?: CarTestedEvent;
  CarReturnedEvent?: CarReturnedEvent;
  CarStartedEvent?: CarStartedEvent;
  CarsClaimedEvent?: CarsClaimedEvent;
  CarParkedEvent?: CarParkedEvent;
  PadlockTakenEvent?: PadlockTakenEvent;
  DesignUpgradedEvent?: DesignUpgradedEvent;
  MeetingStartedEvent?: MeetingStartedEvent;
  SpokeEvent?: SpokeEvent;
  PassedEvent?: PassedEvent;
  TokensReturnedEvent?: TokensReturnedEvent;
  GoalsDiscardedEvent?: GoalsDiscardedEvent;
  GoalChosenEvent?: GoalChosenEvent;
  GoalsRevealedEvent?: GoalsRevealedEvent;
  GoalDeckReshuffledEvent?: GoalDeckReshuffledEvent;
  RoomGoalDealtEvent?: RoomGoalDealtEvent;
  GoalDrawnEvent?: GoalDrawnEvent;
  MeetingEndedEvent?: MeetingEndedEvent;
  FinalGoalClaimedEvent?: FinalGoalClaimedEvent;
  FinalScoredEvent?: FinalScoredEvent;
  ScoreCategory?: ScoreCategory;
  GameEndedEvent?: GameEndedEvent;
  DemandTileTurnedEvent?: DemandTileTurnedEvent;
  ActedEvent?: ActedEvent;
  ActedAction?: ActedAction;
  CertSpaceActedAction?: CertSpaceActedAction;
  StartPartActedAction?: StartPartActedAction;
  StartDesignActedAction?: StartDesignActedAction;
  SelectActedAction?: SelectActedAction;
  TrainActedAction?: TrainActedAction;
  HomeworkActedAction?: HomeworkActedAction;
  RecycleActedAction?: RecycleActedAction;
  KeepAwardActedAction?: KeepAwardActedAction;
  EndTurnActedAction?: EndTurnActedAction;
  TakeDesignActedAction?: TakeDesignActedAction;
  KanbanActedAction?: KanbanActedAction;
  CollectActedAction?: CollectActedAction;
  VoucherActedAction?: VoucherActedAction;
  ProvideActedAction?: ProvideActedAction;
  BranchActedAction?: BranchActedAction;
  ClaimActedAction?: ClaimActedAction;
  GarageActedAction?: GarageActedAction;
  PadlockActedAction?: PadlockActedAction;
  UpgradeActedAction?: UpgradeActedAction;
  SpeakActedAction?: SpeakActedAction;
  PassActedAction?: PassActedAction;
  ChooseGoalActedAction?: ChooseGoalActedAction;
  ColleagueSpotTakenEvent?: ColleagueSpotTakenEvent;
  ColumnDrawnEvent?: ColumnDrawnEvent;
  DepartmentDeckRebuiltEvent?: DepartmentDeckRebuiltEvent;
  SelectionReshuffledEvent?: SelectionReshuffledEvent;
  SelectionDrawnEvent?: SelectionDrawnEvent;
  ColleagueSelectedEvent?: ColleagueSelectedEvent;
  ColleagueTurnEvent?: ColleagueTurnEvent;
  ColleagueTrainedEvent?: ColleagueTrainedEvent;
  ColleagueCertifiedEvent?: ColleagueCertifiedEvent;
  ColleagueExpertEvent?: ColleagueExpertEvent;
  ColleagueScoredEvent?: ColleagueScoredEvent;
  OvertimeEvent?: OvertimeEvent;
  SharedStackTurnedEvent?: SharedStackTurnedEvent;
  ColleagueUpgradedEvent?: ColleagueUpgradedEvent;
  ColleagueClaimedEvent?: ColleagueClaimedEvent;
  ColleagueProvidedEvent?: ColleagueProvidedEvent;
  ColleagueKanbanEvent?: ColleagueKanbanEvent;
  ColleagueCollectedEvent?: ColleagueCollectedEvent;
  ColleaguePartReturnedEvent?: ColleaguePartReturnedEvent;
  ColleagueDesignTakenEvent?: ColleagueDesignTakenEvent;
  ColleaguesRecycledEvent?: ColleaguesRecycledEvent;
  ColleaguesWeekEndedEvent?: ColleaguesWeekEndedEvent;
  FiredEvent?: FiredEvent;
  ColleagueSpokeEvent?: ColleagueSpokeEvent;
  RoomShuffledEvent?: RoomShuffledEvent;
  ColleagueFinalScoredEvent?: ColleagueFinalScoredEvent;
  PlayerEvent?: PlayerEvent;
  PlayerStartedEvent?: PlayerStartedEvent;
  PlayerSetup?: PlayerSetup;
  PublicConfig?: PublicConfig;
  PlayerCertSpaceTakenEvent?: PlayerCertSpaceTakenEvent;
  PlayerGainedEvent?: PlayerGainedEvent;
  PlayerPicksStartedEvent?: PlayerPicksStartedEvent;
  PlayerPartTakenEvent?: PlayerPartTakenEvent;
  PlayerDesignTakenEvent?: PlayerDesignTakenEvent;
  PlayerDisplayRefilledEvent?: PlayerDisplayRefilledEvent;
  PlayerDayStartedEvent?: PlayerDayStartedEvent;
  PlayerWorkstationChosenEvent?: PlayerWorkstationChosenEvent;
  PlayerSandraMovedEvent?: PlayerSandraMovedEvent;
  PlayerWorkingStartedEvent?: PlayerWorkingStartedEvent;
  PlayerTurnStartedEvent?: PlayerTurnStartedEvent;
  PlayerBankedShiftSpentEvent?: PlayerBankedShiftSpentEvent;
  PlayerDepartmentNamedEvent?: PlayerDepartmentNamedEvent;
  PlayerTrainedEvent?: PlayerTrainedEvent;
  PlayerHomeworkEvent?: PlayerHomeworkEvent;
  PlayerCertifiedEvent?: PlayerCertifiedEvent;
  PlayerFactoryGoalReachedEvent?: PlayerFactoryGoalReachedEvent;
  PlayerExpertEvent?: PlayerExpertEvent;
  PlayerAwardTokenTakenEvent?: PlayerAwardTokenTakenEvent;
  PlayerAwardKeptEvent?: PlayerAwardKeptEvent;
  PlayerRecycledEvent?: PlayerRecycledEvent;
  PlayerDemandReplacedEvent?: PlayerDemandReplacedEvent;
  PlayerCreditedEvent?: PlayerCreditedEvent;
  PlayerTurnEndedEvent?: PlayerTurnEndedEvent;
  PlayerSandraTurnEvent?: PlayerSandraTurnEvent;
  PlayerSandraEvaluatedEvent?: PlayerSandraEvaluatedEvent;
  PlayerPaceCarAdvancedEvent?: PlayerPaceCarAdvancedEvent;
  PlayerMeetingScheduledEvent?: PlayerMeetingScheduledEvent;
  PlayerAssemblyClearedEvent?: PlayerAssemblyClearedEvent;
  PlayerWarehousesStrippedEvent?: PlayerWarehousesStrippedEvent;
  PlayerDesignsReturnedEvent?: PlayerDesignsReturnedEvent;
  PlayerGenericExchangedEvent?: PlayerGenericExchangedEvent;
  PlayerWeekScoredEvent?: PlayerWeekScoredEvent;
  PlayerWeekAdvancedEvent?: PlayerWeekAdvancedEvent;
  PlayerDayEndedEvent?: PlayerDayEndedEvent;
  PlayerChoicePendingEvent?: PlayerChoicePendingEvent;
  PlayerShiftsSpentEvent?: PlayerShiftsSpentEvent;
  PlayerStackReplacedEvent?: PlayerStackReplacedEvent;
  PlayerKanbanIssuedEvent?: PlayerKanbanIssuedEvent;
  PlayerKanbanDrawnEvent?: PlayerKanbanDrawnEvent;
  PlayerVoucherRequestedEvent?: PlayerVoucherRequestedEvent;
  PlayerModelsClearedEvent?: PlayerModelsClearedEvent;
  PlayerPartProvidedEvent?: PlayerPartProvidedEvent;
  PlayerBranchTakenEvent?: PlayerBranchTakenEvent;
  PlayerConveyorAdvancedEvent?: PlayerConveyorAdvancedEvent;
  PlayerDemandTokenTakenEvent?: PlayerDemandTokenTakenEvent;
  PlayerCarTestedEvent?: PlayerCarTestedEvent;
  PlayerCarReturnedEvent?: PlayerCarReturnedEvent;
  PlayerCarStartedEvent?: PlayerCarStartedEvent;
  PlayerCarsClaimedEvent?: PlayerCarsClaimedEvent;
  PlayerCarParkedEvent?: PlayerCarParkedEvent;
  PlayerPadlockTakenEvent?: PlayerPadlockTakenEvent;
  PlayerDesignUpgradedEvent?: PlayerDesignUpgradedEvent;
  PlayerMeetingStartedEvent?: PlayerMeetingStartedEvent;
  PlayerSpokeEvent?: PlayerSpokeEvent;
  PlayerPassedEvent?: PlayerPassedEvent;
  PlayerTokensReturnedEvent?: PlayerTokensReturnedEvent;
  PlayerGoalsDiscardedEvent?: PlayerGoalsDiscardedEvent;
  PlayerGoalChosenEvent?: PlayerGoalChosenEvent;
  PlayerGoalsRevealedEvent?: PlayerGoalsRevealedEvent;
  PlayerGoalDeckReshuffledEvent?: PlayerGoalDeckReshuffledEvent;
  PlayerRoomGoalDealtEvent?: PlayerRoomGoalDealtEvent;
  PlayerGoalDrawnEvent?: PlayerGoalDrawnEvent;
  PlayerMeetingEndedEvent?: PlayerMeetingEndedEvent;
  PlayerFinalGoalClaimedEvent?: PlayerFinalGoalClaimedEvent;
  PlayerFinalScoredEvent?: PlayerFinalScoredEvent;
  PlayerGameEndedEvent?: PlayerGameEndedEvent;
  PlayerDemandTileTurnedEvent?: PlayerDemandTileTurnedEvent;
  PlayerActedEvent?: PlayerActedEvent;
  PlayerActedAction?: PlayerActedAction;
  PlayerCertSpaceAction?: PlayerCertSpaceAction;
  PlayerStartPartAction?: PlayerStartPartAction;
  PlayerStartDesignAction?: PlayerStartDesignAction;
  PlayerSelectAction?: PlayerSelectAction;
  PlayerTrainAction?: PlayerTrainAction;
  PlayerHomeworkAction?: PlayerHomeworkAction;
  PlayerRecycleAction?: PlayerRecycleAction;
  PlayerKeepAwardAction?: PlayerKeepAwardAction;
  PlayerEndTurnAction?: PlayerEndTurnAction;
  PlayerTakeDesignAction?: PlayerTakeDesignAction;
  PlayerKanbanAction?: PlayerKanbanAction;
  PlayerCollectAction?: PlayerCollectAction;
  PlayerVoucherAction?: PlayerVoucherAction;
  PlayerProvideAction?: PlayerProvideAction;
  PlayerBranchAction?: PlayerBranchAction;
  PlayerClaimAction?: PlayerClaimAction;
  PlayerGarageAction?: PlayerGarageAction;
  PlayerPadlockAction?: PlayerPadlockAction;
  PlayerUpgradeAction?: PlayerUpgradeAction;
  PlayerSpeakAction?: PlayerSpeakAction;
  PlayerPassAction?: PlayerPassAction;
  PlayerChooseGoalAction?: PlayerChooseGoalAction;
  PlayerColleagueSpotTakenEvent?: PlayerColleagueSpotTakenEvent;
  PlayerColumnDrawnEvent?: PlayerColumnDrawnEvent;
  PlayerDepartmentDeckRebuiltEvent?: PlayerDepartmentDeckRebuiltEvent;
  PlayerSelectionReshuffledEvent?: PlayerSelectionReshuffledEvent;
  PlayerSelectionDrawnEvent?: PlayerSelectionDrawnEvent;
  PlayerColleagueSelectedEvent?: PlayerColleagueSelectedEvent;
  PlayerColleagueTurnEvent?: PlayerColleagueTurnEvent;
  PlayerColleagueTrainedEvent?: PlayerColleagueTrainedEvent;
  PlayerColleagueCertifiedEvent?: PlayerColleagueCertifiedEvent;
  PlayerColleagueExpertEvent?: PlayerColleagueExpertEvent;
  PlayerColleagueScoredEvent?: PlayerColleagueScoredEvent;
  PlayerOvertimeEvent?: PlayerOvertimeEvent;
  PlayerSharedStackTurnedEvent?: PlayerSharedStackTurnedEvent;
  PlayerColleagueUpgradedEvent?: PlayerColleagueUpgradedEvent;
  PlayerColleagueClaimedEvent?: PlayerColleagueClaimedEvent;
  PlayerColleagueProvidedEvent?: PlayerColleagueProvidedEvent;
  PlayerColleagueKanbanEvent?: PlayerColleagueKanbanEvent;
  PlayerColleagueCollectedEvent?: PlayerColleagueCollectedEvent;
  PlayerColleaguePartReturnedEvent?: PlayerColleaguePartReturnedEvent;
  PlayerColleagueDesignTakenEvent?: PlayerColleagueDesignTakenEvent;
  PlayerColleaguesRecycledEvent?: PlayerColleaguesRecycledEvent;
  PlayerColleaguesWeekEndedEvent?: PlayerColleaguesWeekEndedEvent;
  PlayerFiredEvent?: PlayerFiredEvent;
  PlayerColleagueSpokeEvent?: PlayerColleagueSpokeEvent;
  PlayerRoomShuffledEvent?: PlayerRoomShuffledEvent;
  PlayerColleagueFinalScoredEvent?: PlayerColleagueFinalScoredEvent;
  View?: View;
  Decision?: Decision;
  StartSpotDecision?: StartSpotDecision;
  StartPickDecision?: StartPickDecision;
  WorkstationDecision?: WorkstationDecision;
  WorkDecision?: WorkDecision;
  CertSpaceDecision?: CertSpaceDecision;
  AwardDecision?: AwardDecision;
  GameOverDecision?: GameOverDecision;
  BranchDecision?: BranchDecision;
  GarageDecision?: GarageDecision;
  PadlockDecision?: PadlockDecision;
  SpeakDecision?: SpeakDecision;
  RoomGoalDecision?: RoomGoalDecision;
  EventsDecision?: EventsDecision;
  Chooser?: Chooser;
  PlayerBoard?: PlayerBoard;
  DesignSet?: DesignSet;
  TurnInfo?: TurnInfo;
  Supply?: Supply;
  UpgradeMarker?: UpgradeMarker;
  TestTrack?: TestTrack;
  StackTop?: StackTop;
  FactoryGoalTile?: FactoryGoalTile;
  FactoryGoalKind?: FactoryGoalKind;
  AwardStack?: AwardStack;
  GoalView?: GoalView;
  GoalMeasure?: GoalMeasure;
  SandraForecast?: SandraForecast;
  SandraRisk?: SandraRisk;
  SoloView?: SoloView;
  ColleagueView?: ColleagueView;
  GameState?: Position;
  Position?: Position;
  Phase?: Phase;
  Worker?: Worker;
  WorkPlace?: WorkPlace;
  PositionPending?: PositionPending;
  PositionTurn?: PositionTurn;
  PositionPlayer?: PositionPlayer;
  PositionTrack?: PositionTrack;
  PositionBoard?: PositionBoard;
  PositionSlot?: PositionSlot;
  PositionMeeting?: PositionMeeting;
  PositionSolo?: PositionSolo;
  PositionColleague?: PositionColleague;
  PositionMemory?: PositionMemory;
  RecordHeader?: RecordHeader;
  HostMessage?: HostMessage;
  HelloMessage?: HelloMessage;
  DecisionMessage?: DecisionMessage;
  LegalAction?: LegalAction;
  Cost?: Cost;
  RefusedMessage?: RefusedMessage;
  EndMessage?: EndMessage;
  Result?: Result;
  Standing?: Standing;
  Breakdown?: Breakdown;
  HelloAnswer?: HelloAnswer;
  Edition?: Edition;
  PrintedConveyorSpace?: PrintedConveyorSpace;
  PrintedConveyorLink?: PrintedConveyorLink;
  PrintedDemandTile?: PrintedDemandTile;
  PrintedDesignTile?: PrintedDesignTile;
  FactoryGoal?: FactoryGoal;
  FinalGoal?: FinalGoal;
  Achievement?: Achievement;
  AchievementKind?: AchievementKind;
  Goal?: Goal;
  KanbanCard?: KanbanCard;
  SoloDepartmentCard?: SoloDepartmentCard;
  SoloSelectionCard?: SoloSelectionCard;
  SoloSandra?: SoloSandra;
  SoloScoring?: SoloScoring;
  DecisionAnswer?: DecisionAnswer;
}
/**
 * Config is what a game is set up from: the players in seating order, the seed of the random generator and the variants.
 */
export interface Config {
  /**
   * Players are the 2 to 4 players in seating order, each with a distinct colour (R-SET-1). Index: seat: the players in seating order
   */
  players: PlayerConfig[];
  /**
   * Seed seeds the game's random generator; the same Config always gives the same game (R-SET-2), every hidden order included, so the seed must stay with the host: take it from crypto/rand, and never send it to a player (Event.For leaves it out). Its JSON is a string of decimal digits, since not every JSON reader keeps 64-bit integers exact; a plain JSON number with the same digits is read too. a number written as a string of decimal digits
   */
  seed?: string;
  /**
   * SandraReward plays Sandra's reward side, the variant for first games, instead of her penalty side (R-SAN-3).
   */
  sandra_reward?: boolean;
  solo?: SoloConfig;
  edition?: EditionName;
}
/**
 * PlayerConfig is one player's seat.
 */
export interface PlayerConfig {
  color: PlayerColor;
  /**
   * ExpertSide plays the expert side of the player board (R-SET-15).
   */
  expert_side?: boolean;
}
/**
 * SoloConfig is the solo mode's options. A Config with one player and a SoloConfig sets up a solo game (R-SOLO-1, R-SOLO-9). Nice Sandra (R-SOLO-28) is Config.SandraReward, the same side of Sandra.
 */
export interface SoloConfig {
  /**
   * Difficulty lists the Difficulty cards in play, each at most once. Index: Difficulty card, in the order dealt
   */
  difficulty?: Difficulty[];
  /**
   * RandomDifficulty plays 2 different Difficulty cards picked at random instead; Difficulty is then empty.
   */
  random_difficulty?: boolean;
}
/**
 * The edition of the printed contents a game is played with, by name and digest; a program refuses one it was not given.
 */
export interface EditionName {
  /**
   * The edition's name, as its file gives it.
   */
  name: string;
  /**
   * The digest of its values (components.Edition.Digest): what a program checks a game against.
   */
  digest: string;
}
/**
 * The cert-space action. ActCertSpace puts the player's Certification marker on a space of a section of the Certification track: a starting spot in orientation (R-SET-14) or a space of the next section on certifying (R-TRN-3).
 */
export interface CertSpaceAction {
  type: "cert-space";
  player: PlayerColor;
  /**
   * Space is a space, a place or an index, as the kind says: a Certification space, a Kanban placement, an upgrade space, a garage, a conveyor space.
   */
  space: number;
  /**
   * The state version the action was chosen against, when not 0 (left out for 0).
   */
  version?: number;
}
/**
 * The start-part action. ActStartPart takes a part from a warehouse in orientation (R-SET-14).
 */
export interface StartPartAction {
  type: "start-part";
  player: PlayerColor;
  part: Part;
  /**
   * The state version the action was chosen against, when not 0 (left out for 0).
   */
  version?: number;
}
/**
 * The start-design action. ActStartDesign takes a Design in orientation (R-SET-14).
 */
export interface StartDesignAction {
  type: "start-design";
  player: PlayerColor;
  source: DesignSource;
  /**
   * The state version the action was chosen against, when not 0 (left out for 0).
   */
  version?: number;
}
/**
 * The select action. ActSelect places the player's worker on a workstation (R-SEL).
 */
export interface SelectAction {
  type: "select";
  player: PlayerColor;
  workstation: Workstation;
  /**
   * The state version the action was chosen against, when not 0 (left out for 0).
   */
  version?: number;
}
/**
 * The train action. ActTrain spends 1 Shift to move up a training track (R-TRN-1).
 */
export interface TrainAction {
  type: "train";
  player: PlayerColor;
  dept: Department;
  /**
   * The state version the action was chosen against, when not 0 (left out for 0).
   */
  version?: number;
}
/**
 * The homework action. ActHomework returns 1 Book to move up a training track (R-TRN-2).
 */
export interface HomeworkAction {
  type: "homework";
  player: PlayerColor;
  dept: Department;
  /**
   * The state version the action was chosen against, when not 0 (left out for 0).
   */
  version?: number;
}
/**
 * The recycle action. ActRecycle swaps a stored part for one in the Recycling pool (R-WRK-6).
 */
export interface RecycleAction {
  type: "recycle";
  player: PlayerColor;
  give?: Part;
  part: Part;
  /**
   * The state version the action was chosen against, when not 0 (left out for 0).
   */
  version?: number;
}
/**
 * The keep-award action. ActKeepAward keeps one Award tile on becoming an Expert (R-TRN-4).
 */
export interface KeepAwardAction {
  type: "keep-award";
  player: PlayerColor;
  award: Award;
  /**
   * The state version the action was chosen against, when not 0 (left out for 0).
   */
  version?: number;
}
/**
 * The end-turn action. ActEndTurn ends the player's working turn (R-WRK-4).
 */
export interface EndTurnAction {
  type: "end-turn";
  player: PlayerColor;
  /**
   * The state version the action was chosen against, when not 0 (left out for 0).
   */
  version?: number;
}
/**
 * The take-design action. ActTakeDesign takes a Design in the Design department (R-DES-1).
 */
export interface TakeDesignAction {
  type: "take-design";
  player: PlayerColor;
  source: DesignSource;
  /**
   * The state version the action was chosen against, when not 0 (left out for 0).
   */
  version?: number;
}
/**
 * The kanban action. ActKanban issues a Kanban Order (R-LOG-1).
 */
export interface KanbanAction {
  type: "kanban";
  player: PlayerColor;
  /**
   * Card is a Kanban Order card, by number in components.KanbanCards.
   */
  card: number;
  placement: KanbanPlacement;
  /**
   * The state version the action was chosen against, when not 0 (left out for 0).
   */
  version?: number;
}
/**
 * The collect action. ActCollect collects parts from a warehouse (R-LOG-2).
 */
export interface CollectAction {
  type: "collect";
  player: PlayerColor;
  part: Part;
  /**
   * Count is how many parts Collect takes.
   */
  count: number;
  /**
   * The state version the action was chosen against, when not 0 (left out for 0).
   */
  version?: number;
}
/**
 * The voucher action. ActVoucher takes a Parts Voucher, once certified (R-LOG-3).
 */
export interface VoucherAction {
  type: "voucher";
  player: PlayerColor;
  /**
   * The state version the action was chosen against, when not 0 (left out for 0).
   */
  version?: number;
}
/**
 * The provide action. ActProvide provides a needed part in Assembly (R-ASM-2).
 */
export interface ProvideAction {
  type: "provide";
  player: PlayerColor;
  model: Model;
  part: Part;
  from: PartSource;
  give?: Part;
  /**
   * The state version the action was chosen against, when not 0 (left out for 0).
   */
  version?: number;
}
/**
 * The branch action. ActBranch sends a pushed car one way where the conveyor branches (R-ASM-3).
 */
export interface BranchAction {
  type: "branch";
  player: PlayerColor;
  to: ConveyorSpace;
  /**
   * The state version the action was chosen against, when not 0 (left out for 0).
   */
  version?: number;
}
/**
 * The claim action. ActClaim claims cars from behind the Pace Car (R-RND-1).
 */
export interface ClaimAction {
  type: "claim";
  player: PlayerColor;
  /**
   * Claims names, for each car behind the Pace Car (front first), the Design that pays for it, or NoDesign for a car not claimed. Index: car behind the Pace Car, the front first
   *
   * @minItems 4
   * @maxItems 4
   */
  claims: [DesignTile, DesignTile, DesignTile, DesignTile];
  /**
   * The state version the action was chosen against, when not 0 (left out for 0).
   */
  version?: number;
}
/**
 * The garage action. ActGarage parks a claimed car in a garage (R-RND-3).
 */
export interface GarageAction {
  type: "garage";
  player: PlayerColor;
  /**
   * Space is a space, a place or an index, as the kind says: a Certification space, a Kanban placement, an upgrade space, a garage, a conveyor space.
   */
  space: number;
  /**
   * The state version the action was chosen against, when not 0 (left out for 0).
   */
  version?: number;
}
/**
 * The padlock action. ActPadlock takes two different benefits of the padlocked garage (R-RND-7).
 */
export interface PadlockAction {
  type: "padlock";
  player: PlayerColor;
  gain: Benefit;
  /**
   * The state version the action was chosen against, when not 0 (left out for 0).
   */
  version?: number;
}
/**
 * Benefit is a bundle of gains printed on a space or tile: Production Points, Books, Parts Vouchers, Banked Shifts and Generic Speech tokens.
 */
export interface Benefit {
  /**
   * Production Points
   */
  pp?: number;
  /**
   * Books
   */
  books?: number;
  /**
   * Parts Vouchers
   */
  vouchers?: number;
  /**
   * Banked Shifts
   */
  shifts?: number;
  /**
   * Generic Speech tokens
   */
  speech?: number;
}
/**
 * The upgrade action. ActUpgrade upgrades a Design (R-RND-4).
 */
export interface UpgradeAction {
  type: "upgrade";
  player: PlayerColor;
  design: DesignTile;
  /**
   * Space is a space, a place or an index, as the kind says: a Certification space, a Kanban placement, an upgrade space, a garage, a conveyor space.
   */
  space: number;
  from: PartSource;
  give?: Part;
  /**
   * Double chooses the Double Upgrade.
   */
  double: boolean;
  /**
   * The state version the action was chosen against, when not 0 (left out for 0).
   */
  version?: number;
}
/**
 * The speak action. ActSpeak plays a Performance Goal and/or places a Speech token in a Meeting (R-MTG-3).
 */
export interface SpeakAction {
  type: "speak";
  player: PlayerColor;
  goal: GoalCard;
  on: GoalCard;
  /**
   * The state version the action was chosen against, when not 0 (left out for 0).
   */
  version?: number;
}
/**
 * The pass action. ActPass passes in a Meeting (R-MTG-2).
 */
export interface PassAction {
  type: "pass";
  player: PlayerColor;
  /**
   * The state version the action was chosen against, when not 0 (left out for 0).
   */
  version?: number;
}
/**
 * The choose-goal action. ActChooseGoal puts a goal from hand face down for the meeting room (R-MTG-9).
 */
export interface ChooseGoalAction {
  type: "choose-goal";
  player: PlayerColor;
  goal: GoalCard;
  /**
   * The state version the action was chosen against, when not 0 (left out for 0).
   */
  version?: number;
}
/**
 * The started event. EvStarted: a game was set up (R-SET); Setup holds the configuration and every random outcome.
 */
export interface StartedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "started";
  setup: Setup;
}
/**
 * Setup is the payload of the setup event: the configuration and every random outcome of setup (R-SET-2), so that a replay rebuilds the same table without the random generator. Decks and stacks are listed from the top down. The host's setup event holds it whole, and only that one replays. A player's copy (Event.For) is Hidden: the seed, the generator state, the deck and stack orders and the face-down tiles are left out — absent from its JSON — and Table shows what the table shows instead, with the player's own starting hand.
 */
export interface Setup {
  /**
   * The version of the wire format, kanban.SchemaVersion: 3 for these schemas.
   */
  schema: 3;
  /**
   * Rules is the version of the rules and component data the game was dealt under (components.Version).
   */
  rules: string;
  config: Config;
  /**
   * GoalDeck and KanbanDeck are the shuffled decks before dealing (R-SET-16). Index: place in the pile, the top first
   */
  goal_deck: number[];
  /**
   * card numbers, top first Index: place in the pile, the top first
   */
  kanban_deck: number[];
  /**
   * Pool is the Recycling pool (R-SET-3). Index: part in the Recycling pool
   */
  pool: Part[];
  /**
   * FactoryGoals are the drawn tiles, by index in components.FactoryGoals, in place order: the easier then the harder of each kind (R-SET-4). Index: Factory Goal place: the easier then the harder tile of each kind
   */
  factory_goals: number[];
  /**
   * Designs is the shuffled Design tiles: the top display row from the stacks outward, the bottom row, then the Central, top and bottom First Office stacks, each from the top down (R-SET-7). Index: Design tile: the top display row from the stacks outward, the bottom row, then the Central, top and bottom First Office stacks, each from the top down
   */
  designs: number[];
  /**
   * Demand is the shuffled Demand tiles: the two face up, then the stack from the top down (R-SET-10). Index: Demand tile: the two face up, then the stack from the top down
   */
  demand: number[];
  /**
   * FinalGoal is the Final Goal tile (R-SET-11).
   */
  final_goal: number;
  /**
   * Awards are the face-down Award tiles above each training track (R-SET-12). Indexed by department (rnd, assembly, logistics, design, administration); then by Award tile, the top first.
   */
  awards: Award[][];
  first_player: Color;
  rng: GeneratorState;
  solo?: SoloSetup;
}
/**
 * SoloSetup is the solo part of the setup event: the Difficulty cards in play and the Colleagues' decks as dealt (R-SOLO-8, R-SOLO-9, R-SET-2). A player's copy leaves out both decks' orders (R-SOLO-11, R-SOLO-12).
 */
export interface SoloSetup {
  /**
   * Rules is the version of the solo data: the solo digest of the game's edition (components.Edition.SoloDigest), components.SoloVersion for the built-in one.
   */
  rules: string;
  /**
   * Difficulty is the Difficulty cards in play, in card order. Index: Difficulty card, in the order dealt
   */
  difficulty: Difficulty[];
  /**
   * Column is the department cards filling the column, top first. Index: place in the pile, the top first
   */
  column: number[];
  /**
   * DepartmentDeck is the deck rebuilt from the other cards once the column is full, top first (R-SOLO-11). Index: place in the pile, the top first
   */
  department_deck?: number[];
  /**
   * SelectionDeck is the shuffled selection deck, top first (R-SOLO-12). Index: place in the pile, the top first
   */
  selection_deck?: number[];
}
/**
 * The cert-space-taken event. EvCertSpaceTaken: Player's Certification marker went to Space of the section matching their certifications (R-SET-14, R-TRN-3).
 */
export interface CertSpaceTakenEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "cert-space-taken";
  player?: PlayerColor;
  /**
   * a space, a place or an index, as the kind says
   */
  space: number;
}
/**
 * The gained event. EvGained: Player gained Gain; with Pending, its Books, Vouchers and Banked Shifts wait for the end of the turn (R-WRK-3). Speech tokens follow R-SPK-2.
 */
export interface GainedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "gained";
  player?: PlayerColor;
  gain: Benefit;
  /**
   * whether a gain waits for the end of the turn (R-WRK-3)
   */
  pending: boolean;
}
/**
 * The picks-started event. EvPicksStarted: orientation's part-and-Design round began, in Certification-track order (R-SET-14).
 */
export interface PicksStartedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "picks-started";
  player?: PlayerColor;
}
/**
 * The part-taken event. EvPartTaken: Player took N parts of type Part from its warehouse.
 */
export interface PartTakenEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "part-taken";
  player?: PlayerColor;
  part: Part;
  /**
   * a number, as the kind says: parts, Shifts, PP, a day, a week
   */
  n: number;
}
/**
 * The design-taken event. EvDesignTaken: Player took Design from Source to their desk; Top is the stack's new top when Source is a stack (R-DES-7), NoDesign when it is the display.
 */
export interface DesignTakenEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "design-taken";
  player?: PlayerColor;
  source: DesignSource;
  design: DesignTile;
  top: DesignTile;
}
/**
 * The display-refilled event. EvDisplayRefilled: the Design display slid and refilled (R-DES-5); List is the display after it, row by row from the stacks outward (255 for an empty space), then the tops of the Central, top and bottom First Office stacks (255 for none).
 */
export interface DisplayRefilledEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "display-refilled";
  player?: PlayerColor;
  list: List;
}
/**
 * The day-started event. EvDayStarted: day N began with Department Selection (R-DAY-1).
 */
export interface DayStartedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "day-started";
  player?: PlayerColor;
  /**
   * a number, as the kind says: parts, Shifts, PP, a day, a week
   */
  n: number;
}
/**
 * The workstation-chosen event. EvWorkstationChosen: Player placed their worker on Workstation (R-SEL).
 */
export interface WorkstationChosenEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "workstation-chosen";
  player?: PlayerColor;
  workstation: Workstation;
}
/**
 * The sandra-moved event. EvSandraMoved: Sandra took Workstation, or her desk when it is NoWorkstation (R-SEL-4).
 */
export interface SandraMovedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "sandra-moved";
  player?: PlayerColor;
  workstation: Workstation;
}
/**
 * The working-started event. EvWorkingStarted: the Working phase began (R-WRK-1).
 */
export interface WorkingStartedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "working-started";
  player?: PlayerColor;
}
/**
 * The turn-started event. EvTurnStarted: Player's turn on Workstation began with N Shifts.
 */
export interface TurnStartedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "turn-started";
  player?: PlayerColor;
  workstation: Workstation;
  /**
   * a number, as the kind says: parts, Shifts, PP, a day, a week
   */
  n: number;
}
/**
 * The banked-shift-spent event. EvBankedShiftSpent: Player took 1 Banked Shift to work (R-WRK-8).
 */
export interface BankedShiftSpentEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "banked-shift-spent";
  player?: PlayerColor;
}
/**
 * The department-named event. EvDepartmentNamed: Player, working in Administration, named Dept as their other department for the turn (R-ADM-1).
 */
export interface DepartmentNamedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "department-named";
  player?: PlayerColor;
  dept: Department;
}
/**
 * The trained event. EvTrained: Player spent 1 Shift and their disc on Dept's track went to Space (R-TRN-1).
 */
export interface TrainedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "trained";
  player?: PlayerColor;
  dept: Department;
  /**
   * a space, a place or an index, as the kind says
   */
  space: number;
}
/**
 * The homework event. EvHomework: Player returned 1 Book and their disc on Dept's track went to Space (R-TRN-2).
 */
export interface HomeworkEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "homework";
  player?: PlayerColor;
  dept: Department;
  /**
   * a space, a place or an index, as the kind says
   */
  space: number;
}
/**
 * The certified event. EvCertified: Player is certified in Dept; its Lock is off (R-TRN-3).
 */
export interface CertifiedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "certified";
  player?: PlayerColor;
  dept: Department;
}
/**
 * The factory-goal-reached event. EvFactoryGoalReached: Player took a token from the Factory Goal tile in place Space (R-FG-1).
 */
export interface FactoryGoalReachedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "factory-goal-reached";
  player?: PlayerColor;
  /**
   * a space, a place or an index, as the kind says
   */
  space: number;
}
/**
 * The expert event. EvExpert: Player reached the end of Dept's track (R-TRN-4).
 */
export interface ExpertEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "expert";
  player?: PlayerColor;
  dept: Department;
}
/**
 * The award-token-taken event. EvAwardTokenTaken: Player, first Expert of Dept, took the token of its Award stack (R-TRN-4).
 */
export interface AwardTokenTakenEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "award-token-taken";
  player?: PlayerColor;
  dept: Department;
}
/**
 * The award-kept event. EvAwardKept: Player kept an Award tile of kind Award from Dept's stack (R-TRN-4).
 */
export interface AwardKeptEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "award-kept";
  player?: PlayerColor;
  dept: Department;
  award: Award;
}
/**
 * The recycled event. EvRecycled: Player gave a Give part to the Recycling pool and took a Part (R-WRK-6).
 */
export interface RecycledEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "recycled";
  player?: PlayerColor;
  give?: Part;
  part: Part;
}
/**
 * The demand-replaced event. EvDemandReplaced: the face-up Demand tiles with no tokens left, each replaced by the tile turned up before it (EvDemandTileTurned), were shuffled into the Demand stack; List is the stack afterwards, top first (R-ASM-6).
 */
export interface DemandReplacedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "demand-replaced";
  player?: PlayerColor;
  list?: List;
  rng: GeneratorState;
}
/**
 * The credited event. EvCredited: Player's held gains (Gain) were credited at the end of their turn, as far as supplies allow (R-WRK-10, R-WRK-11).
 */
export interface CreditedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "credited";
  player?: PlayerColor;
  gain: Benefit;
}
/**
 * The turn-ended event. EvTurnEnded: Player laid their worker down (R-WRK-10).
 */
export interface TurnEndedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "turn-ended";
  player?: PlayerColor;
}
/**
 * The sandra-turn event. EvSandraTurn: Sandra's turn on Workstation (her desk when it is NoWorkstation) began (R-SAN-1).
 */
export interface SandraTurnEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "sandra-turn";
  player?: PlayerColor;
  workstation: Workstation;
}
/**
 * The sandra-evaluated event. EvSandraEvaluated: Sandra's evaluation changed Player's PP by N (R-SAN-2, R-SAN-3).
 */
export interface SandraEvaluatedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "sandra-evaluated";
  player?: PlayerColor;
  /**
   * a number, as the kind says: parts, Shifts, PP, a day, a week
   */
  n: number;
}
/**
 * The pace-car-advanced event. EvPaceCarAdvanced: the Pace Car moved to Space (R-RND-2, R-SAN-4).
 */
export interface PaceCarAdvancedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "pace-car-advanced";
  player?: PlayerColor;
  /**
   * a space, a place or an index, as the kind says
   */
  space: number;
}
/**
 * The meeting-scheduled event. EvMeetingScheduled: a Meeting will be held at the end of the day.
 */
export interface MeetingScheduledEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "meeting-scheduled";
  player?: PlayerColor;
}
/**
 * The assembly-cleared event. EvAssemblyCleared: Sandra returned every part on the assembly spaces to the supply (R-SAN-4).
 */
export interface AssemblyClearedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "assembly-cleared";
  player?: PlayerColor;
}
/**
 * The warehouses-stripped event. EvWarehousesStripped: Sandra left at most 1 part in each warehouse (R-SAN-4).
 */
export interface WarehousesStrippedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "warehouses-stripped";
  player?: PlayerColor;
}
/**
 * The designs-returned event. EvDesignsReturned: Sandra put the Designs in List, in that order, at the bottom of the Central stack; Top is its top afterwards (R-SAN-4).
 */
export interface DesignsReturnedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "designs-returned";
  player?: PlayerColor;
  list?: List;
  rng: GeneratorState;
  top: DesignTile;
}
/**
 * The generic-exchanged event. EvGenericExchanged: Player exchanged a Generic Speech token kept beside the board for one of their own onto an empty Speech space (R-MTG-7).
 */
export interface GenericExchangedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "generic-exchanged";
  player?: PlayerColor;
}
/**
 * The week-scored event. EvWeekScored: end-of-week scoring gave Player N PP (R-WK-1).
 */
export interface WeekScoredEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "week-scored";
  player?: PlayerColor;
  /**
   * a number, as the kind says: parts, Shifts, PP, a day, a week
   */
  n: number;
}
/**
 * The week-advanced event. EvWeekAdvanced: the Week marker moved to N (R-WK-2).
 */
export interface WeekAdvancedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "week-advanced";
  player?: PlayerColor;
  /**
   * a number, as the kind says: parts, Shifts, PP, a day, a week
   */
  n: number;
}
/**
 * The day-ended event. EvDayEnded: day N ended (R-DAY-1).
 */
export interface DayEndedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "day-ended";
  player?: PlayerColor;
  /**
   * a number, as the kind says: parts, Shifts, PP, a day, a week
   */
  n: number;
}
/**
 * The choice-pending event. EvChoicePending: Player must make a Decision before play goes on: about Dept for a certification space or an Award tile; List is the push chain so far for a conveyor branch (R-ENG-2).
 */
export interface ChoicePendingEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "choice-pending";
  player?: PlayerColor;
  decision: DecisionKind;
  dept: Department;
  list: List;
}
/**
 * The shifts-spent event. EvShiftsSpent: Player spent N Shifts on a task or training (R-WRK-2).
 */
export interface ShiftsSpentEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "shifts-spent";
  player?: PlayerColor;
  /**
   * a number, as the kind says: parts, Shifts, PP, a day, a week
   */
  n: number;
}
/**
 * The stack-replaced event. EvStackReplaced: the emptied First Office stack Source took the top of the Central stack; Top is the Central stack's new top (R-DES-4).
 */
export interface StackReplacedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "stack-replaced";
  player?: PlayerColor;
  source: DesignSource;
  top: DesignTile;
}
/**
 * The kanban-issued event. EvKanbanIssued: Player laid Kanban Order card Card in Placement; List holds the parts that moved from the supply to their warehouses; the card went to the bottom of the deck (R-LOG-1).
 */
export interface KanbanIssuedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "kanban-issued";
  player?: PlayerColor;
  /**
   * a card by number: a Kanban Order card, or a Colleague's card in solo
   */
  card: number;
  placement: KanbanPlacement;
  list: List;
}
/**
 * The kanban-drawn event. EvKanbanDrawn: Player drew Kanban Order card Card (R-LOG-1).
 */
export interface KanbanDrawnEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "kanban-drawn";
  player?: PlayerColor;
  /**
   * a card by number: a Kanban Order card, or a Colleague's card in solo
   */
  card?: number;
}
/**
 * The voucher-requested event. EvVoucherRequested: Player used the once-a-turn Voucher action (R-LOG-3); the Voucher follows as a gain.
 */
export interface VoucherRequestedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "voucher-requested";
  player?: PlayerColor;
}
/**
 * The models-cleared event. EvModelsCleared: the parts of the models in List, whose assembly spaces were all filled, went back to the supply (R-ASM-1).
 */
export interface ModelsClearedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "models-cleared";
  player?: PlayerColor;
  list: List;
}
/**
 * The part-provided event. EvPartProvided: Player put a Part, taken From storage, a Voucher or the Recycling pool (giving Give), on an assembly space of Model (R-ASM-2).
 */
export interface PartProvidedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "part-provided";
  player?: PlayerColor;
  model: Model;
  part: Part;
  from: PartSource;
  give?: Part;
}
/**
 * The branch-taken event. EvBranchTaken: Player sent the pushed car to conveyor space To, or off the line (R-ASM-3).
 */
export interface BranchTakenEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "branch-taken";
  player?: PlayerColor;
  to: ConveyorSpace;
}
/**
 * The conveyor-advanced event. EvConveyorAdvanced: the cars on the conveyor spaces in List each moved one place along the chain, the last to To, or off the line when To is ExitSpace (R-ASM-3, R-ASM-4).
 */
export interface ConveyorAdvancedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "conveyor-advanced";
  player?: PlayerColor;
  list: List;
  to: ConveyorSpace;
}
/**
 * The demand-token-taken event. EvDemandTokenTaken: Player took the token of the face-up Demand tile in place Space (R-ASM-4).
 */
export interface DemandTokenTakenEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "demand-token-taken";
  player?: PlayerColor;
  /**
   * a space, a place or an index, as the kind says
   */
  space: number;
}
/**
 * The car-tested event. EvCarTested: the Model car that left the line joined the Test track behind the last car (R-ASM-4).
 */
export interface CarTestedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "car-tested";
  player?: PlayerColor;
  model: Model;
}
/**
 * The car-returned event. EvCarReturned: the car right behind the Pace Car went back to the supply (R-ASM-5).
 */
export interface CarReturnedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "car-returned";
  player?: PlayerColor;
  model: Model;
}
/**
 * The car-started event. EvCarStarted: a new Model car from the supply started on its colour space (R-ASM-3).
 */
export interface CarStartedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "car-started";
  player?: PlayerColor;
  model: Model;
}
/**
 * The cars-claimed event. EvCarsClaimed: Player claimed cars: List names, for each car behind the Pace Car, the Design that paid for it, or 255; the Designs went to the bottom of the Central stack (R-RND-1).
 */
export interface CarsClaimedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "cars-claimed";
  player?: PlayerColor;
  list: List;
  top: DesignTile;
}
/**
 * The car-parked event. EvCarParked: Player parked a Model car in garage Space and flipped its tile (R-RND-3).
 */
export interface CarParkedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "car-parked";
  player?: PlayerColor;
  model: Model;
  /**
   * a space, a place or an index, as the kind says
   */
  space: number;
}
/**
 * The padlock-taken event. EvPadlockTaken: Player took Gain from the padlocked garage (R-RND-7).
 */
export interface PadlockTakenEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "padlock-taken";
  player?: PlayerColor;
  gain: Benefit;
}
/**
 * The design-upgraded event. EvDesignUpgraded: Player upgraded Design on upgrade space Space of its model with a Part taken From storage, a Voucher or the Recycling pool (giving Give); Double for the Double Upgrade (R-RND-4, R-RND-6).
 */
export interface DesignUpgradedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "design-upgraded";
  player?: PlayerColor;
  design: DesignTile;
  part: Part;
  /**
   * a space, a place or an index, as the kind says
   */
  space: number;
  from: PartSource;
  give?: Part;
  /**
   * whether an upgrade was the Double Upgrade
   */
  double: boolean;
}
/**
 * The meeting-started event. EvMeetingStarted: a Meeting began; turns go in Certification-track order (R-MTG-1, R-MTG-2).
 */
export interface MeetingStartedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "meeting-started";
  player?: PlayerColor;
}
/**
 * The spoke event. EvSpoke: Player spoke: played Goal from hand face up (or NoGoal), and/or placed an own Speech token on icon Space of the face-up goal On (or NoGoal) and scored N PP (R-MTG-3).
 */
export interface SpokeEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "spoke";
  player?: PlayerColor;
  goal: GoalCard;
  on: GoalCard;
  /**
   * a space, a place or an index, as the kind says
   */
  space: number;
  /**
   * a number, as the kind says: parts, Shifts, PP, a day, a week
   */
  n: number;
}
/**
 * The passed event. EvPassed: Player passed (R-MTG-2, R-MTG-4).
 */
export interface PassedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "passed";
  player?: PlayerColor;
}
/**
 * The tokens-returned event. EvTokensReturned: the Speech tokens placed in the Meeting went beside their owners' boards (R-MTG-5).
 */
export interface TokensReturnedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "tokens-returned";
  player?: PlayerColor;
}
/**
 * The goals-discarded event. EvGoalsDiscarded: the face-up goals were discarded; the players choose a goal for the meeting room (R-MTG-5, R-MTG-9).
 */
export interface GoalsDiscardedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "goals-discarded";
  player?: PlayerColor;
}
/**
 * The goal-chosen event. EvGoalChosen: Player put Goal face down for the meeting room; only they see which until all have chosen (R-MTG-9, R-ENG-3).
 */
export interface GoalChosenEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "goal-chosen";
  player?: PlayerColor;
  goal?: GoalCard;
}
/**
 * The goals-revealed event. EvGoalsRevealed: the face-down goals were revealed and placed in the meeting room in Certification-track order; List is the meeting room afterwards, by place (255 for a place still empty) (R-MTG-9).
 */
export interface GoalsRevealedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "goals-revealed";
  player?: PlayerColor;
  list: List;
}
/**
 * The goal-deck-reshuffled event. EvGoalDeckReshuffled: the empty Performance Goal deck was made again from the discards; List is its new order, top first (R-MTG-8).
 */
export interface GoalDeckReshuffledEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "goal-deck-reshuffled";
  player?: PlayerColor;
  list?: List;
  rng: GeneratorState;
}
/**
 * The room-goal-dealt event. EvRoomGoalDealt: the deck's top card, Goal, filled meeting-room place Space (R-MTG-9).
 */
export interface RoomGoalDealtEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "room-goal-dealt";
  player?: PlayerColor;
  /**
   * a space, a place or an index, as the kind says
   */
  space: number;
  goal: GoalCard;
}
/**
 * The goal-drawn event. EvGoalDrawn: Player drew Goal (R-MTG-5).
 */
export interface GoalDrawnEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "goal-drawn";
  player?: PlayerColor;
  goal?: GoalCard;
}
/**
 * The meeting-ended event. EvMeetingEnded: the Meeting ended; the Production Cycle marker is on N (R-MTG-6).
 */
export interface MeetingEndedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "meeting-ended";
  player?: PlayerColor;
  /**
   * a number, as the kind says: parts, Shifts, PP, a day, a week
   */
  n: number;
}
/**
 * The final-goal-claimed event. EvFinalGoalClaimed: Player spent a Speech token on achievement Space of the Final Goal tile for N PP (R-FIN-1).
 */
export interface FinalGoalClaimedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "final-goal-claimed";
  player?: PlayerColor;
  /**
   * a space, a place or an index, as the kind says
   */
  space: number;
  /**
   * a number, as the kind says: parts, Shifts, PP, a day, a week
   */
  n: number;
}
/**
 * The final-scored event. EvFinalScored: final scoring gave Player N PP for Category (R-FIN).
 */
export interface FinalScoredEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "final-scored";
  player?: PlayerColor;
  category: ScoreCategory;
  /**
   * a number, as the kind says: parts, Shifts, PP, a day, a week
   */
  n: number;
}
/**
 * The game-ended event. EvGameEnded: the game is over (R-END-1).
 */
export interface GameEndedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "game-ended";
  player?: PlayerColor;
}
/**
 * The demand-tile-turned event. EvDemandTileTurned: the top of the Demand stack, the tile of Model, was turned face up in place Space, over a tile with no tokens left (R-ASM-6).
 */
export interface DemandTileTurnedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "demand-tile-turned";
  player?: PlayerColor;
  /**
   * a space, a place or an index, as the kind says
   */
  space: number;
  model: Model;
}
/**
 * The acted event. EvActed: Player took the action Act; the N events after it are what it caused. Every action's events open with it, so that a log holds the actions behind it and Replay can check them (R-ENG-5).
 */
export interface ActedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "acted";
  player?: PlayerColor;
  /**
   * a number, as the kind says: parts, Shifts, PP, a day, a week
   */
  n: number;
  act: ActedAction;
}
/**
 * The cert-space action. ActCertSpace puts the player's Certification marker on a space of a section of the Certification track: a starting spot in orientation (R-SET-14) or a space of the next section on certifying (R-TRN-3).
 */
export interface CertSpaceActedAction {
  type: "cert-space";
  player: PlayerColor;
  /**
   * Space is a space, a place or an index, as the kind says: a Certification space, a Kanban placement, an upgrade space, a garage, a conveyor space.
   */
  space: number;
}
/**
 * The start-part action. ActStartPart takes a part from a warehouse in orientation (R-SET-14).
 */
export interface StartPartActedAction {
  type: "start-part";
  player: PlayerColor;
  part: Part;
}
/**
 * The start-design action. ActStartDesign takes a Design in orientation (R-SET-14).
 */
export interface StartDesignActedAction {
  type: "start-design";
  player: PlayerColor;
  source: DesignSource;
}
/**
 * The select action. ActSelect places the player's worker on a workstation (R-SEL).
 */
export interface SelectActedAction {
  type: "select";
  player: PlayerColor;
  workstation: Workstation;
}
/**
 * The train action. ActTrain spends 1 Shift to move up a training track (R-TRN-1).
 */
export interface TrainActedAction {
  type: "train";
  player: PlayerColor;
  dept: Department;
}
/**
 * The homework action. ActHomework returns 1 Book to move up a training track (R-TRN-2).
 */
export interface HomeworkActedAction {
  type: "homework";
  player: PlayerColor;
  dept: Department;
}
/**
 * The recycle action. ActRecycle swaps a stored part for one in the Recycling pool (R-WRK-6).
 */
export interface RecycleActedAction {
  type: "recycle";
  player: PlayerColor;
  give?: Part;
  part: Part;
}
/**
 * The keep-award action. ActKeepAward keeps one Award tile on becoming an Expert (R-TRN-4).
 */
export interface KeepAwardActedAction {
  type: "keep-award";
  player: PlayerColor;
  award: Award;
}
/**
 * The end-turn action. ActEndTurn ends the player's working turn (R-WRK-4).
 */
export interface EndTurnActedAction {
  type: "end-turn";
  player: PlayerColor;
}
/**
 * The take-design action. ActTakeDesign takes a Design in the Design department (R-DES-1).
 */
export interface TakeDesignActedAction {
  type: "take-design";
  player: PlayerColor;
  source: DesignSource;
}
/**
 * The kanban action. ActKanban issues a Kanban Order (R-LOG-1).
 */
export interface KanbanActedAction {
  type: "kanban";
  player: PlayerColor;
  /**
   * Card is a Kanban Order card, by number in components.KanbanCards.
   */
  card: number;
  placement: KanbanPlacement;
}
/**
 * The collect action. ActCollect collects parts from a warehouse (R-LOG-2).
 */
export interface CollectActedAction {
  type: "collect";
  player: PlayerColor;
  part: Part;
  /**
   * Count is how many parts Collect takes.
   */
  count: number;
}
/**
 * The voucher action. ActVoucher takes a Parts Voucher, once certified (R-LOG-3).
 */
export interface VoucherActedAction {
  type: "voucher";
  player: PlayerColor;
}
/**
 * The provide action. ActProvide provides a needed part in Assembly (R-ASM-2).
 */
export interface ProvideActedAction {
  type: "provide";
  player: PlayerColor;
  model: Model;
  part: Part;
  from: PartSource;
  give?: Part;
}
/**
 * The branch action. ActBranch sends a pushed car one way where the conveyor branches (R-ASM-3).
 */
export interface BranchActedAction {
  type: "branch";
  player: PlayerColor;
  to: ConveyorSpace;
}
/**
 * The claim action. ActClaim claims cars from behind the Pace Car (R-RND-1).
 */
export interface ClaimActedAction {
  type: "claim";
  player: PlayerColor;
  /**
   * Claims names, for each car behind the Pace Car (front first), the Design that pays for it, or NoDesign for a car not claimed. Index: car behind the Pace Car, the front first
   *
   * @minItems 4
   * @maxItems 4
   */
  claims: [DesignTile, DesignTile, DesignTile, DesignTile];
}
/**
 * The garage action. ActGarage parks a claimed car in a garage (R-RND-3).
 */
export interface GarageActedAction {
  type: "garage";
  player: PlayerColor;
  /**
   * Space is a space, a place or an index, as the kind says: a Certification space, a Kanban placement, an upgrade space, a garage, a conveyor space.
   */
  space: number;
}
/**
 * The padlock action. ActPadlock takes two different benefits of the padlocked garage (R-RND-7).
 */
export interface PadlockActedAction {
  type: "padlock";
  player: PlayerColor;
  gain: Benefit;
}
/**
 * The upgrade action. ActUpgrade upgrades a Design (R-RND-4).
 */
export interface UpgradeActedAction {
  type: "upgrade";
  player: PlayerColor;
  design: DesignTile;
  /**
   * Space is a space, a place or an index, as the kind says: a Certification space, a Kanban placement, an upgrade space, a garage, a conveyor space.
   */
  space: number;
  from: PartSource;
  give?: Part;
  /**
   * Double chooses the Double Upgrade.
   */
  double: boolean;
}
/**
 * The speak action. ActSpeak plays a Performance Goal and/or places a Speech token in a Meeting (R-MTG-3).
 */
export interface SpeakActedAction {
  type: "speak";
  player: PlayerColor;
  goal: GoalCard;
  on: GoalCard;
}
/**
 * The pass action. ActPass passes in a Meeting (R-MTG-2).
 */
export interface PassActedAction {
  type: "pass";
  player: PlayerColor;
}
/**
 * The choose-goal action. ActChooseGoal puts a goal from hand face down for the meeting room (R-MTG-9).
 */
export interface ChooseGoalActedAction {
  type: "choose-goal";
  player: PlayerColor;
  goal: GoalCard;
}
/**
 * The colleague-spot-taken event. EvColleagueSpotTaken: the Colleague Player put his Certification marker on starting spot Space (R-SOLO-3).
 */
export interface ColleagueSpotTakenEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "colleague-spot-taken";
  player?: PlayerColor;
  /**
   * a space, a place or an index, as the kind says
   */
  space: number;
}
/**
 * The column-drawn event. EvColumnDrawn: department card Card was drawn into the column, below the cards there, or set aside if it is the reshuffle card (R-SOLO-11).
 */
export interface ColumnDrawnEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "column-drawn";
  player?: PlayerColor;
  /**
   * a card by number: a Kanban Order card, or a Colleague's card in solo
   */
  card: number;
}
/**
 * The department-deck-rebuilt event. EvDepartmentDeckRebuilt: every department card not in the column was shuffled into a new deck; List is its order, top first (R-SOLO-11).
 */
export interface DepartmentDeckRebuiltEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "department-deck-rebuilt";
  player?: PlayerColor;
  list?: List;
  rng: GeneratorState;
}
/**
 * The selection-reshuffled event. EvSelectionReshuffled: the empty selection deck was made again from all its cards; List is its order, top first (R-SOLO-12).
 */
export interface SelectionReshuffledEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "selection-reshuffled";
  player?: PlayerColor;
  list?: List;
  rng: GeneratorState;
}
/**
 * The selection-drawn event. EvSelectionDrawn: the Colleague Player drew selection card Card; Part is his part (R-SOLO-14).
 */
export interface SelectionDrawnEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "selection-drawn";
  player?: PlayerColor;
  /**
   * a card by number: a Kanban Order card, or a Colleague's card in solo
   */
  card: number;
  part: Part;
}
/**
 * The colleague-selected event. EvColleagueSelected: the Colleague Player took the column card in place Space (0 the top) and placed his worker on Workstation (R-SOLO-14).
 */
export interface ColleagueSelectedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "colleague-selected";
  player?: PlayerColor;
  /**
   * a space, a place or an index, as the kind says
   */
  space: number;
  workstation: Workstation;
}
/**
 * The colleague-turn event. EvColleagueTurn: the Colleague Player's working turn on Workstation began (R-SOLO-25).
 */
export interface ColleagueTurnEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "colleague-turn";
  player?: PlayerColor;
  workstation: Workstation;
}
/**
 * The colleague-trained event. EvColleagueTrained: the Colleague Player's disc on Dept's track went to Space (R-SOLO-15).
 */
export interface ColleagueTrainedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "colleague-trained";
  player?: PlayerColor;
  dept: Department;
  /**
   * a space, a place or an index, as the kind says
   */
  space: number;
}
/**
 * The colleague-certified event. EvColleagueCertified: the Colleague Player, certified in Dept, put his Certification marker on Space of his new section (R-SOLO-15).
 */
export interface ColleagueCertifiedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "colleague-certified";
  player?: PlayerColor;
  dept: Department;
  /**
   * a space, a place or an index, as the kind says
   */
  space: number;
}
/**
 * The colleague-expert event. EvColleagueExpert: the Colleague Player, first Expert of Dept, took its Award stack's Generic Speech token (R-SOLO-15).
 */
export interface ColleagueExpertEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "colleague-expert";
  player?: PlayerColor;
  dept: Department;
}
/**
 * The colleague-scored event. EvColleagueScored: the Colleague Player scored N PP (R-SOLO-19).
 */
export interface ColleagueScoredEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "colleague-scored";
  player?: PlayerColor;
  /**
   * a number, as the kind says: parts, Shifts, PP, a day, a week
   */
  n: number;
}
/**
 * The overtime event. EvOvertime: Player lost a Banked Shift because a Colleague's disc on Dept's track could not move (R-DIFF-7).
 */
export interface OvertimeEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "overtime";
  player?: PlayerColor;
  dept: Department;
}
/**
 * The shared-stack-turned event. EvSharedStackTurned: the shared stack's top Design, which could not be upgraded, went to its bottom (R-SOLO-20).
 */
export interface SharedStackTurnedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "shared-stack-turned";
  player?: PlayerColor;
  design: DesignTile;
}
/**
 * The colleague-upgraded event. EvColleagueUpgraded: the Colleague Player upgraded the shared stack's top Design with a Part from the supply on upgrade space Space (R-SOLO-20).
 */
export interface ColleagueUpgradedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "colleague-upgraded";
  player?: PlayerColor;
  design: DesignTile;
  part: Part;
  /**
   * a space, a place or an index, as the kind says
   */
  space: number;
}
/**
 * The colleague-claimed event. EvColleagueClaimed: the Colleague Player claimed the Model car in place Space of the queue, front 0 (R-SOLO-20).
 */
export interface ColleagueClaimedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "colleague-claimed";
  player?: PlayerColor;
  /**
   * a space, a place or an index, as the kind says
   */
  space: number;
  model: Model;
}
/**
 * The colleague-provided event. EvColleagueProvided: the Colleague Player put a Part from the supply on an assembly space of Model (R-SOLO-21).
 */
export interface ColleagueProvidedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "colleague-provided";
  player?: PlayerColor;
  model: Model;
  part: Part;
}
/**
 * The colleague-kanban event. EvColleagueKanban: the Colleague Player laid the Kanban deck's top card Card in Placement; List holds the parts that moved to their warehouses; the card went under the deck (R-SOLO-22).
 */
export interface ColleagueKanbanEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "colleague-kanban";
  player?: PlayerColor;
  /**
   * a card by number: a Kanban Order card, or a Colleague's card in solo
   */
  card: number;
  placement: KanbanPlacement;
  list: List;
}
/**
 * The colleague-collected event. EvColleagueCollected: the Colleague Player emptied the Part warehouse of its N parts: one to the Colleague parts, the rest to the supply (R-SOLO-22).
 */
export interface ColleagueCollectedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "colleague-collected";
  player?: PlayerColor;
  part: Part;
  /**
   * a number, as the kind says: parts, Shifts, PP, a day, a week
   */
  n: number;
}
/**
 * The colleague-part-returned event. EvColleaguePartReturned: a Part of the Colleague parts, the 7th, went back to the supply (R-SOLO-22).
 */
export interface ColleaguePartReturnedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "colleague-part-returned";
  player?: PlayerColor;
  part: Part;
  rng: GeneratorState;
}
/**
 * The colleague-design-taken event. EvColleagueDesignTaken: the Colleague Player took Design from Source: to the bottom of the shared stack if it shows a part, else to the bottom of the Central stack; Top is the source stack's new top, NoDesign for the display (R-SOLO-23).
 */
export interface ColleagueDesignTakenEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "colleague-design-taken";
  player?: PlayerColor;
  source: DesignSource;
  design: DesignTile;
  top: DesignTile;
}
/**
 * The colleagues-recycled event. EvColleaguesRecycled: the Colleagues gave a Give part of the Colleague parts to the Recycling pool and took a Part (R-SOLO-26).
 */
export interface ColleaguesRecycledEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "colleagues-recycled";
  player?: PlayerColor;
  give?: Part;
  part: Part;
}
/**
 * The colleagues-week-ended event. EvColleaguesWeekEnded: the Colleagues' Upgraded Designs left the game after their End-of-Week scoring (R-SOLO-29).
 */
export interface ColleaguesWeekEndedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "colleagues-week-ended";
  player?: PlayerColor;
}
/**
 * The fired event. EvFired: Player, at 0 PP, was fired: the game ends and they lose (R-SOLO-32, R-DIFF-9).
 */
export interface FiredEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "fired";
  player?: PlayerColor;
}
/**
 * The colleague-spoke event. EvColleagueSpoke: the Colleague Player put a Generic Speech token on icon Space of the meeting-room goal On and scored N PP (R-SOLO-30).
 */
export interface ColleagueSpokeEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "colleague-spoke";
  player?: PlayerColor;
  on: GoalCard;
  /**
   * a space, a place or an index, as the kind says
   */
  space: number;
  /**
   * a number, as the kind says: parts, Shifts, PP, a day, a week
   */
  n: number;
}
/**
 * The room-shuffled event. EvRoomShuffled: the 4 meeting-room goals were shuffled into places 1-4; List is the meeting room afterwards (R-SOLO-31).
 */
export interface RoomShuffledEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "room-shuffled";
  player?: PlayerColor;
  list: List;
  rng: GeneratorState;
}
/**
 * The colleague-final-scored event. EvColleagueFinalScored: final scoring gave the Colleague Player N PP for Category (R-SOLO-33).
 */
export interface ColleagueFinalScoredEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "colleague-final-scored";
  player?: PlayerColor;
  category: ScoreCategory;
  /**
   * a number, as the kind says: parts, Shifts, PP, a day, a week
   */
  n: number;
}
/**
 * SetupTable is what every player sees of the table once it is set up, and the starting hand of the player a copy of the setup event is for.
 */
export interface SetupTable {
  /**
   * Display is the Design display by row, each from the stacks outward (R-SET-7). Indexed by display row (0 the top row, 1 the bottom row); then by display column, from the stacks outward (0 nearest).
   *
   * @minItems 2
   * @maxItems 2
   */
  display: [[DesignTile, DesignTile, DesignTile, DesignTile], [DesignTile, DesignTile, DesignTile, DesignTile]];
  /**
   * StackTops are the top tiles of the Central, top and bottom First Office stacks (R-DES-7). Index: Design stack (central, office-top, office-bottom)
   *
   * @minItems 3
   * @maxItems 3
   */
  stack_tops: [DesignTile, DesignTile, DesignTile];
  /**
   * Demand are the face-up Demand tiles with their Speech tokens (R-SET-10). Index: face-up Demand place, 0 first
   *
   * @minItems 2
   * @maxItems 2
   */
  demand: [DemandTile, DemandTile];
  /**
   * KanbanCard is the Kanban Order card revealed at setup (R-SET-9).
   */
  kanban_card: number;
  /**
   * MeetingRoom are the goals revealed for the meeting room (R-SET-11). Index: meeting-room place, 0 first
   *
   * @minItems 4
   * @maxItems 4
   */
  meeting_room: [number, number, number, number];
  /**
   * AwardStacks counts the face-down Award tiles above each training track (R-SET-12). Index: department (rnd, assembly, logistics, design, administration)
   *
   * @minItems 5
   * @maxItems 5
   */
  award_stacks: [number, number, number, number, number];
  hand?: Hand;
}
/**
 * DemandTile is a face-up Demand tile: its model and the Generic Speech tokens left on it.
 */
export interface DemandTile {
  model: Model;
  /**
   * the Generic Speech tokens left on the tile
   */
  tokens: number;
}
/**
 * Hand is a player's hidden hand: Performance Goal cards and Kanban Order cards, by number in the edition's Goals and KanbanCards.
 */
export interface Hand {
  /**
   * Performance Goal cards, in increasing order Index: card in hand, in the order taken
   */
  goals: number[];
  /**
   * Kanban Order cards, in increasing order Index: card in hand, in the order taken
   */
  kanban: number[];
}
/**
 * The started event. EvStarted: a game was set up (R-SET); Setup holds the configuration and every random outcome.
 */
export interface PlayerStartedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "started";
  setup: PlayerSetup;
}
/**
 * A player's copy of the setup event's payload (Event.For): what the table shows, and the player's own starting hand.
 */
export interface PlayerSetup {
  /**
   * The version of the wire format, kanban.SchemaVersion: 3 for these schemas.
   */
  schema: 3;
  /**
   * Rules is the version of the rules and component data the game was dealt under (components.Version).
   */
  rules: string;
  config: PublicConfig;
  /**
   * Hidden marks a player's copy.
   */
  hidden: true;
  /**
   * Pool is the Recycling pool (R-SET-3). Index: part in the Recycling pool
   */
  pool: Part[];
  /**
   * FactoryGoals are the drawn tiles, by index in components.FactoryGoals, in place order: the easier then the harder of each kind (R-SET-4). Index: Factory Goal place: the easier then the harder tile of each kind
   */
  factory_goals: number[];
  /**
   * FinalGoal is the Final Goal tile (R-SET-11).
   */
  final_goal: number;
  first_player: Color;
  solo?: SoloSetup;
  table: SetupTable;
}
/**
 * A configuration without its seed, as a player's copy of the setup event has it.
 */
export interface PublicConfig {
  /**
   * Players are the 2 to 4 players in seating order, each with a distinct colour (R-SET-1). Index: seat: the players in seating order
   */
  players: PlayerConfig[];
  /**
   * SandraReward plays Sandra's reward side, the variant for first games, instead of her penalty side (R-SAN-3).
   */
  sandra_reward?: boolean;
  solo?: SoloConfig;
  edition?: EditionName;
}
/**
 * The cert-space-taken event. EvCertSpaceTaken: Player's Certification marker went to Space of the section matching their certifications (R-SET-14, R-TRN-3).
 */
export interface PlayerCertSpaceTakenEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "cert-space-taken";
  player?: PlayerColor;
  /**
   * a space, a place or an index, as the kind says
   */
  space: number;
}
/**
 * The gained event. EvGained: Player gained Gain; with Pending, its Books, Vouchers and Banked Shifts wait for the end of the turn (R-WRK-3). Speech tokens follow R-SPK-2.
 */
export interface PlayerGainedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "gained";
  player?: PlayerColor;
  gain: Benefit;
  /**
   * whether a gain waits for the end of the turn (R-WRK-3)
   */
  pending: boolean;
}
/**
 * The picks-started event. EvPicksStarted: orientation's part-and-Design round began, in Certification-track order (R-SET-14).
 */
export interface PlayerPicksStartedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "picks-started";
  player?: PlayerColor;
}
/**
 * The part-taken event. EvPartTaken: Player took N parts of type Part from its warehouse.
 */
export interface PlayerPartTakenEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "part-taken";
  player?: PlayerColor;
  part: Part;
  /**
   * a number, as the kind says: parts, Shifts, PP, a day, a week
   */
  n: number;
}
/**
 * The design-taken event. EvDesignTaken: Player took Design from Source to their desk; Top is the stack's new top when Source is a stack (R-DES-7), NoDesign when it is the display.
 */
export interface PlayerDesignTakenEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "design-taken";
  player?: PlayerColor;
  source: DesignSource;
  design: DesignTile;
  top: DesignTile;
}
/**
 * The display-refilled event. EvDisplayRefilled: the Design display slid and refilled (R-DES-5); List is the display after it, row by row from the stacks outward (255 for an empty space), then the tops of the Central, top and bottom First Office stacks (255 for none).
 */
export interface PlayerDisplayRefilledEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "display-refilled";
  player?: PlayerColor;
  list: List;
}
/**
 * The day-started event. EvDayStarted: day N began with Department Selection (R-DAY-1).
 */
export interface PlayerDayStartedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "day-started";
  player?: PlayerColor;
  /**
   * a number, as the kind says: parts, Shifts, PP, a day, a week
   */
  n: number;
}
/**
 * The workstation-chosen event. EvWorkstationChosen: Player placed their worker on Workstation (R-SEL).
 */
export interface PlayerWorkstationChosenEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "workstation-chosen";
  player?: PlayerColor;
  workstation: Workstation;
}
/**
 * The sandra-moved event. EvSandraMoved: Sandra took Workstation, or her desk when it is NoWorkstation (R-SEL-4).
 */
export interface PlayerSandraMovedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "sandra-moved";
  player?: PlayerColor;
  workstation: Workstation;
}
/**
 * The working-started event. EvWorkingStarted: the Working phase began (R-WRK-1).
 */
export interface PlayerWorkingStartedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "working-started";
  player?: PlayerColor;
}
/**
 * The turn-started event. EvTurnStarted: Player's turn on Workstation began with N Shifts.
 */
export interface PlayerTurnStartedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "turn-started";
  player?: PlayerColor;
  workstation: Workstation;
  /**
   * a number, as the kind says: parts, Shifts, PP, a day, a week
   */
  n: number;
}
/**
 * The banked-shift-spent event. EvBankedShiftSpent: Player took 1 Banked Shift to work (R-WRK-8).
 */
export interface PlayerBankedShiftSpentEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "banked-shift-spent";
  player?: PlayerColor;
}
/**
 * The department-named event. EvDepartmentNamed: Player, working in Administration, named Dept as their other department for the turn (R-ADM-1).
 */
export interface PlayerDepartmentNamedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "department-named";
  player?: PlayerColor;
  dept: Department;
}
/**
 * The trained event. EvTrained: Player spent 1 Shift and their disc on Dept's track went to Space (R-TRN-1).
 */
export interface PlayerTrainedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "trained";
  player?: PlayerColor;
  dept: Department;
  /**
   * a space, a place or an index, as the kind says
   */
  space: number;
}
/**
 * The homework event. EvHomework: Player returned 1 Book and their disc on Dept's track went to Space (R-TRN-2).
 */
export interface PlayerHomeworkEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "homework";
  player?: PlayerColor;
  dept: Department;
  /**
   * a space, a place or an index, as the kind says
   */
  space: number;
}
/**
 * The certified event. EvCertified: Player is certified in Dept; its Lock is off (R-TRN-3).
 */
export interface PlayerCertifiedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "certified";
  player?: PlayerColor;
  dept: Department;
}
/**
 * The factory-goal-reached event. EvFactoryGoalReached: Player took a token from the Factory Goal tile in place Space (R-FG-1).
 */
export interface PlayerFactoryGoalReachedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "factory-goal-reached";
  player?: PlayerColor;
  /**
   * a space, a place or an index, as the kind says
   */
  space: number;
}
/**
 * The expert event. EvExpert: Player reached the end of Dept's track (R-TRN-4).
 */
export interface PlayerExpertEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "expert";
  player?: PlayerColor;
  dept: Department;
}
/**
 * The award-token-taken event. EvAwardTokenTaken: Player, first Expert of Dept, took the token of its Award stack (R-TRN-4).
 */
export interface PlayerAwardTokenTakenEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "award-token-taken";
  player?: PlayerColor;
  dept: Department;
}
/**
 * The award-kept event. EvAwardKept: Player kept an Award tile of kind Award from Dept's stack (R-TRN-4).
 */
export interface PlayerAwardKeptEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "award-kept";
  player?: PlayerColor;
  dept: Department;
  award: Award;
}
/**
 * The recycled event. EvRecycled: Player gave a Give part to the Recycling pool and took a Part (R-WRK-6).
 */
export interface PlayerRecycledEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "recycled";
  player?: PlayerColor;
  give?: Part;
  part: Part;
}
/**
 * The demand-replaced event. EvDemandReplaced: the face-up Demand tiles with no tokens left, each replaced by the tile turned up before it (EvDemandTileTurned), were shuffled into the Demand stack; List is the stack afterwards, top first (R-ASM-6).
 */
export interface PlayerDemandReplacedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "demand-replaced";
  player?: PlayerColor;
}
/**
 * The credited event. EvCredited: Player's held gains (Gain) were credited at the end of their turn, as far as supplies allow (R-WRK-10, R-WRK-11).
 */
export interface PlayerCreditedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "credited";
  player?: PlayerColor;
  gain: Benefit;
}
/**
 * The turn-ended event. EvTurnEnded: Player laid their worker down (R-WRK-10).
 */
export interface PlayerTurnEndedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "turn-ended";
  player?: PlayerColor;
}
/**
 * The sandra-turn event. EvSandraTurn: Sandra's turn on Workstation (her desk when it is NoWorkstation) began (R-SAN-1).
 */
export interface PlayerSandraTurnEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "sandra-turn";
  player?: PlayerColor;
  workstation: Workstation;
}
/**
 * The sandra-evaluated event. EvSandraEvaluated: Sandra's evaluation changed Player's PP by N (R-SAN-2, R-SAN-3).
 */
export interface PlayerSandraEvaluatedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "sandra-evaluated";
  player?: PlayerColor;
  /**
   * a number, as the kind says: parts, Shifts, PP, a day, a week
   */
  n: number;
}
/**
 * The pace-car-advanced event. EvPaceCarAdvanced: the Pace Car moved to Space (R-RND-2, R-SAN-4).
 */
export interface PlayerPaceCarAdvancedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "pace-car-advanced";
  player?: PlayerColor;
  /**
   * a space, a place or an index, as the kind says
   */
  space: number;
}
/**
 * The meeting-scheduled event. EvMeetingScheduled: a Meeting will be held at the end of the day.
 */
export interface PlayerMeetingScheduledEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "meeting-scheduled";
  player?: PlayerColor;
}
/**
 * The assembly-cleared event. EvAssemblyCleared: Sandra returned every part on the assembly spaces to the supply (R-SAN-4).
 */
export interface PlayerAssemblyClearedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "assembly-cleared";
  player?: PlayerColor;
}
/**
 * The warehouses-stripped event. EvWarehousesStripped: Sandra left at most 1 part in each warehouse (R-SAN-4).
 */
export interface PlayerWarehousesStrippedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "warehouses-stripped";
  player?: PlayerColor;
}
/**
 * The designs-returned event. EvDesignsReturned: Sandra put the Designs in List, in that order, at the bottom of the Central stack; Top is its top afterwards (R-SAN-4).
 */
export interface PlayerDesignsReturnedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "designs-returned";
  player?: PlayerColor;
  top: DesignTile;
}
/**
 * The generic-exchanged event. EvGenericExchanged: Player exchanged a Generic Speech token kept beside the board for one of their own onto an empty Speech space (R-MTG-7).
 */
export interface PlayerGenericExchangedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "generic-exchanged";
  player?: PlayerColor;
}
/**
 * The week-scored event. EvWeekScored: end-of-week scoring gave Player N PP (R-WK-1).
 */
export interface PlayerWeekScoredEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "week-scored";
  player?: PlayerColor;
  /**
   * a number, as the kind says: parts, Shifts, PP, a day, a week
   */
  n: number;
}
/**
 * The week-advanced event. EvWeekAdvanced: the Week marker moved to N (R-WK-2).
 */
export interface PlayerWeekAdvancedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "week-advanced";
  player?: PlayerColor;
  /**
   * a number, as the kind says: parts, Shifts, PP, a day, a week
   */
  n: number;
}
/**
 * The day-ended event. EvDayEnded: day N ended (R-DAY-1).
 */
export interface PlayerDayEndedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "day-ended";
  player?: PlayerColor;
  /**
   * a number, as the kind says: parts, Shifts, PP, a day, a week
   */
  n: number;
}
/**
 * The choice-pending event. EvChoicePending: Player must make a Decision before play goes on: about Dept for a certification space or an Award tile; List is the push chain so far for a conveyor branch (R-ENG-2).
 */
export interface PlayerChoicePendingEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "choice-pending";
  player?: PlayerColor;
  decision: DecisionKind;
  dept: Department;
  list: List;
}
/**
 * The shifts-spent event. EvShiftsSpent: Player spent N Shifts on a task or training (R-WRK-2).
 */
export interface PlayerShiftsSpentEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "shifts-spent";
  player?: PlayerColor;
  /**
   * a number, as the kind says: parts, Shifts, PP, a day, a week
   */
  n: number;
}
/**
 * The stack-replaced event. EvStackReplaced: the emptied First Office stack Source took the top of the Central stack; Top is the Central stack's new top (R-DES-4).
 */
export interface PlayerStackReplacedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "stack-replaced";
  player?: PlayerColor;
  source: DesignSource;
  top: DesignTile;
}
/**
 * The kanban-issued event. EvKanbanIssued: Player laid Kanban Order card Card in Placement; List holds the parts that moved from the supply to their warehouses; the card went to the bottom of the deck (R-LOG-1).
 */
export interface PlayerKanbanIssuedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "kanban-issued";
  player?: PlayerColor;
  /**
   * a card by number: a Kanban Order card, or a Colleague's card in solo
   */
  card: number;
  placement: KanbanPlacement;
  list: List;
}
/**
 * The kanban-drawn event. EvKanbanDrawn: Player drew Kanban Order card Card (R-LOG-1).
 */
export interface PlayerKanbanDrawnEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "kanban-drawn";
  player?: PlayerColor;
  /**
   * a card by number: a Kanban Order card, or a Colleague's card in solo Only in the copy for the player the event is about.
   */
  card?: number;
}
/**
 * The voucher-requested event. EvVoucherRequested: Player used the once-a-turn Voucher action (R-LOG-3); the Voucher follows as a gain.
 */
export interface PlayerVoucherRequestedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "voucher-requested";
  player?: PlayerColor;
}
/**
 * The models-cleared event. EvModelsCleared: the parts of the models in List, whose assembly spaces were all filled, went back to the supply (R-ASM-1).
 */
export interface PlayerModelsClearedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "models-cleared";
  player?: PlayerColor;
  list: List;
}
/**
 * The part-provided event. EvPartProvided: Player put a Part, taken From storage, a Voucher or the Recycling pool (giving Give), on an assembly space of Model (R-ASM-2).
 */
export interface PlayerPartProvidedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "part-provided";
  player?: PlayerColor;
  model: Model;
  part: Part;
  from: PartSource;
  give?: Part;
}
/**
 * The branch-taken event. EvBranchTaken: Player sent the pushed car to conveyor space To, or off the line (R-ASM-3).
 */
export interface PlayerBranchTakenEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "branch-taken";
  player?: PlayerColor;
  to: ConveyorSpace;
}
/**
 * The conveyor-advanced event. EvConveyorAdvanced: the cars on the conveyor spaces in List each moved one place along the chain, the last to To, or off the line when To is ExitSpace (R-ASM-3, R-ASM-4).
 */
export interface PlayerConveyorAdvancedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "conveyor-advanced";
  player?: PlayerColor;
  list: List;
  to: ConveyorSpace;
}
/**
 * The demand-token-taken event. EvDemandTokenTaken: Player took the token of the face-up Demand tile in place Space (R-ASM-4).
 */
export interface PlayerDemandTokenTakenEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "demand-token-taken";
  player?: PlayerColor;
  /**
   * a space, a place or an index, as the kind says
   */
  space: number;
}
/**
 * The car-tested event. EvCarTested: the Model car that left the line joined the Test track behind the last car (R-ASM-4).
 */
export interface PlayerCarTestedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "car-tested";
  player?: PlayerColor;
  model: Model;
}
/**
 * The car-returned event. EvCarReturned: the car right behind the Pace Car went back to the supply (R-ASM-5).
 */
export interface PlayerCarReturnedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "car-returned";
  player?: PlayerColor;
  model: Model;
}
/**
 * The car-started event. EvCarStarted: a new Model car from the supply started on its colour space (R-ASM-3).
 */
export interface PlayerCarStartedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "car-started";
  player?: PlayerColor;
  model: Model;
}
/**
 * The cars-claimed event. EvCarsClaimed: Player claimed cars: List names, for each car behind the Pace Car, the Design that paid for it, or 255; the Designs went to the bottom of the Central stack (R-RND-1).
 */
export interface PlayerCarsClaimedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "cars-claimed";
  player?: PlayerColor;
  list: List;
  top: DesignTile;
}
/**
 * The car-parked event. EvCarParked: Player parked a Model car in garage Space and flipped its tile (R-RND-3).
 */
export interface PlayerCarParkedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "car-parked";
  player?: PlayerColor;
  model: Model;
  /**
   * a space, a place or an index, as the kind says
   */
  space: number;
}
/**
 * The padlock-taken event. EvPadlockTaken: Player took Gain from the padlocked garage (R-RND-7).
 */
export interface PlayerPadlockTakenEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "padlock-taken";
  player?: PlayerColor;
  gain: Benefit;
}
/**
 * The design-upgraded event. EvDesignUpgraded: Player upgraded Design on upgrade space Space of its model with a Part taken From storage, a Voucher or the Recycling pool (giving Give); Double for the Double Upgrade (R-RND-4, R-RND-6).
 */
export interface PlayerDesignUpgradedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "design-upgraded";
  player?: PlayerColor;
  design: DesignTile;
  part: Part;
  /**
   * a space, a place or an index, as the kind says
   */
  space: number;
  from: PartSource;
  give?: Part;
  /**
   * whether an upgrade was the Double Upgrade
   */
  double: boolean;
}
/**
 * The meeting-started event. EvMeetingStarted: a Meeting began; turns go in Certification-track order (R-MTG-1, R-MTG-2).
 */
export interface PlayerMeetingStartedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "meeting-started";
  player?: PlayerColor;
}
/**
 * The spoke event. EvSpoke: Player spoke: played Goal from hand face up (or NoGoal), and/or placed an own Speech token on icon Space of the face-up goal On (or NoGoal) and scored N PP (R-MTG-3).
 */
export interface PlayerSpokeEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "spoke";
  player?: PlayerColor;
  goal: GoalCard;
  on: GoalCard;
  /**
   * a space, a place or an index, as the kind says
   */
  space: number;
  /**
   * a number, as the kind says: parts, Shifts, PP, a day, a week
   */
  n: number;
}
/**
 * The passed event. EvPassed: Player passed (R-MTG-2, R-MTG-4).
 */
export interface PlayerPassedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "passed";
  player?: PlayerColor;
}
/**
 * The tokens-returned event. EvTokensReturned: the Speech tokens placed in the Meeting went beside their owners' boards (R-MTG-5).
 */
export interface PlayerTokensReturnedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "tokens-returned";
  player?: PlayerColor;
}
/**
 * The goals-discarded event. EvGoalsDiscarded: the face-up goals were discarded; the players choose a goal for the meeting room (R-MTG-5, R-MTG-9).
 */
export interface PlayerGoalsDiscardedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "goals-discarded";
  player?: PlayerColor;
}
/**
 * The goal-chosen event. EvGoalChosen: Player put Goal face down for the meeting room; only they see which until all have chosen (R-MTG-9, R-ENG-3).
 */
export interface PlayerGoalChosenEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "goal-chosen";
  player?: PlayerColor;
  goal?: GoalCard;
}
/**
 * The goals-revealed event. EvGoalsRevealed: the face-down goals were revealed and placed in the meeting room in Certification-track order; List is the meeting room afterwards, by place (255 for a place still empty) (R-MTG-9).
 */
export interface PlayerGoalsRevealedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "goals-revealed";
  player?: PlayerColor;
  list: List;
}
/**
 * The goal-deck-reshuffled event. EvGoalDeckReshuffled: the empty Performance Goal deck was made again from the discards; List is its new order, top first (R-MTG-8).
 */
export interface PlayerGoalDeckReshuffledEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "goal-deck-reshuffled";
  player?: PlayerColor;
}
/**
 * The room-goal-dealt event. EvRoomGoalDealt: the deck's top card, Goal, filled meeting-room place Space (R-MTG-9).
 */
export interface PlayerRoomGoalDealtEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "room-goal-dealt";
  player?: PlayerColor;
  /**
   * a space, a place or an index, as the kind says
   */
  space: number;
  goal: GoalCard;
}
/**
 * The goal-drawn event. EvGoalDrawn: Player drew Goal (R-MTG-5).
 */
export interface PlayerGoalDrawnEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "goal-drawn";
  player?: PlayerColor;
  goal?: GoalCard;
}
/**
 * The meeting-ended event. EvMeetingEnded: the Meeting ended; the Production Cycle marker is on N (R-MTG-6).
 */
export interface PlayerMeetingEndedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "meeting-ended";
  player?: PlayerColor;
  /**
   * a number, as the kind says: parts, Shifts, PP, a day, a week
   */
  n: number;
}
/**
 * The final-goal-claimed event. EvFinalGoalClaimed: Player spent a Speech token on achievement Space of the Final Goal tile for N PP (R-FIN-1).
 */
export interface PlayerFinalGoalClaimedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "final-goal-claimed";
  player?: PlayerColor;
  /**
   * a space, a place or an index, as the kind says
   */
  space: number;
  /**
   * a number, as the kind says: parts, Shifts, PP, a day, a week
   */
  n: number;
}
/**
 * The final-scored event. EvFinalScored: final scoring gave Player N PP for Category (R-FIN).
 */
export interface PlayerFinalScoredEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "final-scored";
  player?: PlayerColor;
  category: ScoreCategory;
  /**
   * a number, as the kind says: parts, Shifts, PP, a day, a week
   */
  n: number;
}
/**
 * The game-ended event. EvGameEnded: the game is over (R-END-1).
 */
export interface PlayerGameEndedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "game-ended";
  player?: PlayerColor;
}
/**
 * The demand-tile-turned event. EvDemandTileTurned: the top of the Demand stack, the tile of Model, was turned face up in place Space, over a tile with no tokens left (R-ASM-6).
 */
export interface PlayerDemandTileTurnedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "demand-tile-turned";
  player?: PlayerColor;
  /**
   * a space, a place or an index, as the kind says
   */
  space: number;
  model: Model;
}
/**
 * The acted event. EvActed: Player took the action Act; the N events after it are what it caused. Every action's events open with it, so that a log holds the actions behind it and Replay can check them (R-ENG-5).
 */
export interface PlayerActedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "acted";
  player?: PlayerColor;
  /**
   * a number, as the kind says: parts, Shifts, PP, a day, a week
   */
  n: number;
  act: PlayerActedAction;
}
/**
 * The cert-space action. ActCertSpace puts the player's Certification marker on a space of a section of the Certification track: a starting spot in orientation (R-SET-14) or a space of the next section on certifying (R-TRN-3).
 */
export interface PlayerCertSpaceAction {
  type: "cert-space";
  player: PlayerColor;
  /**
   * Space is a space, a place or an index, as the kind says: a Certification space, a Kanban placement, an upgrade space, a garage, a conveyor space.
   */
  space: number;
}
/**
 * The start-part action. ActStartPart takes a part from a warehouse in orientation (R-SET-14).
 */
export interface PlayerStartPartAction {
  type: "start-part";
  player: PlayerColor;
  part: Part;
}
/**
 * The start-design action. ActStartDesign takes a Design in orientation (R-SET-14).
 */
export interface PlayerStartDesignAction {
  type: "start-design";
  player: PlayerColor;
  source: DesignSource;
}
/**
 * The select action. ActSelect places the player's worker on a workstation (R-SEL).
 */
export interface PlayerSelectAction {
  type: "select";
  player: PlayerColor;
  workstation: Workstation;
}
/**
 * The train action. ActTrain spends 1 Shift to move up a training track (R-TRN-1).
 */
export interface PlayerTrainAction {
  type: "train";
  player: PlayerColor;
  dept: Department;
}
/**
 * The homework action. ActHomework returns 1 Book to move up a training track (R-TRN-2).
 */
export interface PlayerHomeworkAction {
  type: "homework";
  player: PlayerColor;
  dept: Department;
}
/**
 * The recycle action. ActRecycle swaps a stored part for one in the Recycling pool (R-WRK-6).
 */
export interface PlayerRecycleAction {
  type: "recycle";
  player: PlayerColor;
  give?: Part;
  part: Part;
}
/**
 * The keep-award action. ActKeepAward keeps one Award tile on becoming an Expert (R-TRN-4).
 */
export interface PlayerKeepAwardAction {
  type: "keep-award";
  player: PlayerColor;
  award: Award;
}
/**
 * The end-turn action. ActEndTurn ends the player's working turn (R-WRK-4).
 */
export interface PlayerEndTurnAction {
  type: "end-turn";
  player: PlayerColor;
}
/**
 * The take-design action. ActTakeDesign takes a Design in the Design department (R-DES-1).
 */
export interface PlayerTakeDesignAction {
  type: "take-design";
  player: PlayerColor;
  source: DesignSource;
}
/**
 * The kanban action. ActKanban issues a Kanban Order (R-LOG-1).
 */
export interface PlayerKanbanAction {
  type: "kanban";
  player: PlayerColor;
  /**
   * Card is a Kanban Order card, by number in components.KanbanCards.
   */
  card: number;
  placement: KanbanPlacement;
}
/**
 * The collect action. ActCollect collects parts from a warehouse (R-LOG-2).
 */
export interface PlayerCollectAction {
  type: "collect";
  player: PlayerColor;
  part: Part;
  /**
   * Count is how many parts Collect takes.
   */
  count: number;
}
/**
 * The voucher action. ActVoucher takes a Parts Voucher, once certified (R-LOG-3).
 */
export interface PlayerVoucherAction {
  type: "voucher";
  player: PlayerColor;
}
/**
 * The provide action. ActProvide provides a needed part in Assembly (R-ASM-2).
 */
export interface PlayerProvideAction {
  type: "provide";
  player: PlayerColor;
  model: Model;
  part: Part;
  from: PartSource;
  give?: Part;
}
/**
 * The branch action. ActBranch sends a pushed car one way where the conveyor branches (R-ASM-3).
 */
export interface PlayerBranchAction {
  type: "branch";
  player: PlayerColor;
  to: ConveyorSpace;
}
/**
 * The claim action. ActClaim claims cars from behind the Pace Car (R-RND-1).
 */
export interface PlayerClaimAction {
  type: "claim";
  player: PlayerColor;
  /**
   * Claims names, for each car behind the Pace Car (front first), the Design that pays for it, or NoDesign for a car not claimed. Index: car behind the Pace Car, the front first
   *
   * @minItems 4
   * @maxItems 4
   */
  claims: [DesignTile, DesignTile, DesignTile, DesignTile];
}
/**
 * The garage action. ActGarage parks a claimed car in a garage (R-RND-3).
 */
export interface PlayerGarageAction {
  type: "garage";
  player: PlayerColor;
  /**
   * Space is a space, a place or an index, as the kind says: a Certification space, a Kanban placement, an upgrade space, a garage, a conveyor space.
   */
  space: number;
}
/**
 * The padlock action. ActPadlock takes two different benefits of the padlocked garage (R-RND-7).
 */
export interface PlayerPadlockAction {
  type: "padlock";
  player: PlayerColor;
  gain: Benefit;
}
/**
 * The upgrade action. ActUpgrade upgrades a Design (R-RND-4).
 */
export interface PlayerUpgradeAction {
  type: "upgrade";
  player: PlayerColor;
  design: DesignTile;
  /**
   * Space is a space, a place or an index, as the kind says: a Certification space, a Kanban placement, an upgrade space, a garage, a conveyor space.
   */
  space: number;
  from: PartSource;
  give?: Part;
  /**
   * Double chooses the Double Upgrade.
   */
  double: boolean;
}
/**
 * The speak action. ActSpeak plays a Performance Goal and/or places a Speech token in a Meeting (R-MTG-3).
 */
export interface PlayerSpeakAction {
  type: "speak";
  player: PlayerColor;
  goal: GoalCard;
  on: GoalCard;
}
/**
 * The pass action. ActPass passes in a Meeting (R-MTG-2).
 */
export interface PlayerPassAction {
  type: "pass";
  player: PlayerColor;
}
/**
 * The choose-goal action. ActChooseGoal puts a goal from hand face down for the meeting room (R-MTG-9).
 */
export interface PlayerChooseGoalAction {
  type: "choose-goal";
  player: PlayerColor;
  goal?: GoalCard;
}
/**
 * The colleague-spot-taken event. EvColleagueSpotTaken: the Colleague Player put his Certification marker on starting spot Space (R-SOLO-3).
 */
export interface PlayerColleagueSpotTakenEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "colleague-spot-taken";
  player?: PlayerColor;
  /**
   * a space, a place or an index, as the kind says
   */
  space: number;
}
/**
 * The column-drawn event. EvColumnDrawn: department card Card was drawn into the column, below the cards there, or set aside if it is the reshuffle card (R-SOLO-11).
 */
export interface PlayerColumnDrawnEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "column-drawn";
  player?: PlayerColor;
  /**
   * a card by number: a Kanban Order card, or a Colleague's card in solo
   */
  card: number;
}
/**
 * The department-deck-rebuilt event. EvDepartmentDeckRebuilt: every department card not in the column was shuffled into a new deck; List is its order, top first (R-SOLO-11).
 */
export interface PlayerDepartmentDeckRebuiltEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "department-deck-rebuilt";
  player?: PlayerColor;
}
/**
 * The selection-reshuffled event. EvSelectionReshuffled: the empty selection deck was made again from all its cards; List is its order, top first (R-SOLO-12).
 */
export interface PlayerSelectionReshuffledEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "selection-reshuffled";
  player?: PlayerColor;
}
/**
 * The selection-drawn event. EvSelectionDrawn: the Colleague Player drew selection card Card; Part is his part (R-SOLO-14).
 */
export interface PlayerSelectionDrawnEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "selection-drawn";
  player?: PlayerColor;
  /**
   * a card by number: a Kanban Order card, or a Colleague's card in solo
   */
  card: number;
  part: Part;
}
/**
 * The colleague-selected event. EvColleagueSelected: the Colleague Player took the column card in place Space (0 the top) and placed his worker on Workstation (R-SOLO-14).
 */
export interface PlayerColleagueSelectedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "colleague-selected";
  player?: PlayerColor;
  /**
   * a space, a place or an index, as the kind says
   */
  space: number;
  workstation: Workstation;
}
/**
 * The colleague-turn event. EvColleagueTurn: the Colleague Player's working turn on Workstation began (R-SOLO-25).
 */
export interface PlayerColleagueTurnEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "colleague-turn";
  player?: PlayerColor;
  workstation: Workstation;
}
/**
 * The colleague-trained event. EvColleagueTrained: the Colleague Player's disc on Dept's track went to Space (R-SOLO-15).
 */
export interface PlayerColleagueTrainedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "colleague-trained";
  player?: PlayerColor;
  dept: Department;
  /**
   * a space, a place or an index, as the kind says
   */
  space: number;
}
/**
 * The colleague-certified event. EvColleagueCertified: the Colleague Player, certified in Dept, put his Certification marker on Space of his new section (R-SOLO-15).
 */
export interface PlayerColleagueCertifiedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "colleague-certified";
  player?: PlayerColor;
  dept: Department;
  /**
   * a space, a place or an index, as the kind says
   */
  space: number;
}
/**
 * The colleague-expert event. EvColleagueExpert: the Colleague Player, first Expert of Dept, took its Award stack's Generic Speech token (R-SOLO-15).
 */
export interface PlayerColleagueExpertEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "colleague-expert";
  player?: PlayerColor;
  dept: Department;
}
/**
 * The colleague-scored event. EvColleagueScored: the Colleague Player scored N PP (R-SOLO-19).
 */
export interface PlayerColleagueScoredEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "colleague-scored";
  player?: PlayerColor;
  /**
   * a number, as the kind says: parts, Shifts, PP, a day, a week
   */
  n: number;
}
/**
 * The overtime event. EvOvertime: Player lost a Banked Shift because a Colleague's disc on Dept's track could not move (R-DIFF-7).
 */
export interface PlayerOvertimeEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "overtime";
  player?: PlayerColor;
  dept: Department;
}
/**
 * The shared-stack-turned event. EvSharedStackTurned: the shared stack's top Design, which could not be upgraded, went to its bottom (R-SOLO-20).
 */
export interface PlayerSharedStackTurnedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "shared-stack-turned";
  player?: PlayerColor;
  design: DesignTile;
}
/**
 * The colleague-upgraded event. EvColleagueUpgraded: the Colleague Player upgraded the shared stack's top Design with a Part from the supply on upgrade space Space (R-SOLO-20).
 */
export interface PlayerColleagueUpgradedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "colleague-upgraded";
  player?: PlayerColor;
  design: DesignTile;
  part: Part;
  /**
   * a space, a place or an index, as the kind says
   */
  space: number;
}
/**
 * The colleague-claimed event. EvColleagueClaimed: the Colleague Player claimed the Model car in place Space of the queue, front 0 (R-SOLO-20).
 */
export interface PlayerColleagueClaimedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "colleague-claimed";
  player?: PlayerColor;
  /**
   * a space, a place or an index, as the kind says
   */
  space: number;
  model: Model;
}
/**
 * The colleague-provided event. EvColleagueProvided: the Colleague Player put a Part from the supply on an assembly space of Model (R-SOLO-21).
 */
export interface PlayerColleagueProvidedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "colleague-provided";
  player?: PlayerColor;
  model: Model;
  part: Part;
}
/**
 * The colleague-kanban event. EvColleagueKanban: the Colleague Player laid the Kanban deck's top card Card in Placement; List holds the parts that moved to their warehouses; the card went under the deck (R-SOLO-22).
 */
export interface PlayerColleagueKanbanEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "colleague-kanban";
  player?: PlayerColor;
  /**
   * a card by number: a Kanban Order card, or a Colleague's card in solo
   */
  card: number;
  placement: KanbanPlacement;
  list: List;
}
/**
 * The colleague-collected event. EvColleagueCollected: the Colleague Player emptied the Part warehouse of its N parts: one to the Colleague parts, the rest to the supply (R-SOLO-22).
 */
export interface PlayerColleagueCollectedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "colleague-collected";
  player?: PlayerColor;
  part: Part;
  /**
   * a number, as the kind says: parts, Shifts, PP, a day, a week
   */
  n: number;
}
/**
 * The colleague-part-returned event. EvColleaguePartReturned: a Part of the Colleague parts, the 7th, went back to the supply (R-SOLO-22).
 */
export interface PlayerColleaguePartReturnedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "colleague-part-returned";
  player?: PlayerColor;
  part: Part;
}
/**
 * The colleague-design-taken event. EvColleagueDesignTaken: the Colleague Player took Design from Source: to the bottom of the shared stack if it shows a part, else to the bottom of the Central stack; Top is the source stack's new top, NoDesign for the display (R-SOLO-23).
 */
export interface PlayerColleagueDesignTakenEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "colleague-design-taken";
  player?: PlayerColor;
  source: DesignSource;
  design: DesignTile;
  top: DesignTile;
}
/**
 * The colleagues-recycled event. EvColleaguesRecycled: the Colleagues gave a Give part of the Colleague parts to the Recycling pool and took a Part (R-SOLO-26).
 */
export interface PlayerColleaguesRecycledEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "colleagues-recycled";
  player?: PlayerColor;
  give?: Part;
  part: Part;
}
/**
 * The colleagues-week-ended event. EvColleaguesWeekEnded: the Colleagues' Upgraded Designs left the game after their End-of-Week scoring (R-SOLO-29).
 */
export interface PlayerColleaguesWeekEndedEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "colleagues-week-ended";
  player?: PlayerColor;
}
/**
 * The fired event. EvFired: Player, at 0 PP, was fired: the game ends and they lose (R-SOLO-32, R-DIFF-9).
 */
export interface PlayerFiredEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "fired";
  player?: PlayerColor;
}
/**
 * The colleague-spoke event. EvColleagueSpoke: the Colleague Player put a Generic Speech token on icon Space of the meeting-room goal On and scored N PP (R-SOLO-30).
 */
export interface PlayerColleagueSpokeEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "colleague-spoke";
  player?: PlayerColor;
  on: GoalCard;
  /**
   * a space, a place or an index, as the kind says
   */
  space: number;
  /**
   * a number, as the kind says: parts, Shifts, PP, a day, a week
   */
  n: number;
}
/**
 * The room-shuffled event. EvRoomShuffled: the 4 meeting-room goals were shuffled into places 1-4; List is the meeting room afterwards (R-SOLO-31).
 */
export interface PlayerRoomShuffledEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "room-shuffled";
  player?: PlayerColor;
  list: List;
}
/**
 * The colleague-final-scored event. EvColleagueFinalScored: final scoring gave the Colleague Player N PP for Category (R-SOLO-33).
 */
export interface PlayerColleagueFinalScoredEvent {
  /**
   * Seq is the event's number in the game, from 1: the state's version once the event is folded in.
   */
  seq: number;
  /**
   * Action is the index (from 0) of the action that caused the event, or -1 for the setup event of New.
   */
  action: number;
  type: "colleague-final-scored";
  player?: PlayerColor;
  category: ScoreCategory;
  /**
   * a number, as the kind says: parts, Shifts, PP, a day, a week
   */
  n: number;
}
/**
 * View is what one player may see of a game (R-ENG-3): the whole table, their own hand and face-down choices, what the table saw go into the hidden orders (KanbanKnown, KanbanHeld, CentralKnown, AwardStack.Known), and nothing hidden from them — no other hand, no deck order, no unseen Award tile, no generator state. It is a plain value with a JSON form, ready to send to a frontend, and it holds what the rules derive from the table as well — the orders of play, what the turn has used, the Locks, the benefit printed on each space, what a goal would score — so that a frontend shows the game without applying a rule itself. Its lists are new slices, empty rather than nil. A View is the table after the events folded so far; Event.For tells what just happened. Version is the sequence number (Event.Seq) of the last event folded in, so a host that sends a player, after each action, the action's events through For and then the View pairs them: the client shows the events up to Version as the news and the View as the table they left. Later releases of the same SchemaVersion may add members: ignore those you do not know.
 */
export interface View {
  /**
   * Version is the number of events folded into the state: the Seq of the last one.
   */
  version: number;
  viewer: Color;
  next: Decision;
  edition?: EditionName;
  /**
   * the day, from 1; 0 during orientation
   */
  day: number;
  /**
   * the Week marker's space
   */
  week: number;
  /**
   * the Production Cycle marker's space
   */
  production_cycle: number;
  /**
   * a Meeting ends the day (R-RND-2)
   */
  meeting_scheduled: boolean;
  /**
   * CertOrder lists the players in Certification-track order, the first first (R-CERT-3): the order of orientation's picks (R-SET-14), of day-1 Department Selection (R-SEL-2) and of Meetings and what follows them (R-MTG-2, R-MTG-5). A player whose marker is not on the track yet is left out. Index: place in Certification-track order, the first first
   */
  cert_order: Color[];
  /**
   * TrackOrders lists, for each department, the players who have moved on its training track, the most advanced first: on a shared space the disc on top, the later arrival, is ahead (GameState.TrackOrder, R-TRN-1, R-FIN-4). Indexed by department (rnd, assembly, logistics, design, administration); then by player on the track, the most advanced first.
   *
   * @minItems 5
   * @maxItems 5
   */
  track_orders: [Color[], Color[], Color[], Color[], Color[]];
  /**
   * Order lists, while players choose one after another — orientation's starting spots and picks (R-SET-14), Department Selection (R-SEL-2, R-SEL-3), the goals put face down after a Meeting (R-MTG-9) — who chooses in which order and who has chosen. It is empty in the other phases: working turns go in workstation order (Workstations), a Meeting's turns in CertOrder, repeating (R-MTG-2). Index: place in the order, the first first
   */
  order: Chooser[];
  /**
   * MeetingPasses is the number of passes in a row in the Meeting under way; its speaking ends when they reach the number of players (R-MTG-4). It is 0 outside a Meeting.
   */
  meeting_passes: number;
  /**
   * every player's board, in seating order Index: seat: the players in seating order
   */
  players: PlayerBoard[];
  /**
   * Workstations holds the colour of the worker on each workstation, or NoColor ("none"). Index: workstation, in working order (rnd-top, rnd-bottom, assembly-top, assembly-bottom, logistics-top, logistics-bottom, design-top, design-bottom, administration-top, administration-bottom)
   *
   * @minItems 10
   * @maxItems 10
   */
  workstations: [Color, Color, Color, Color, Color, Color, Color, Color, Color, Color];
  sandra: Workstation;
  turn: TurnInfo;
  supply: Supply;
  /**
   * the parts in each Logistics warehouse Index: part type (motor, autopilot, battery, body, electronics, drivetrain)
   *
   * @minItems 6
   * @maxItems 6
   */
  warehouses: [number, number, number, number, number, number];
  /**
   * the Recycling pool, in part order Index: part in the Recycling pool
   */
  recycling_pool: Part[];
  /**
   * the parts on each model's assembly spaces Indexed by model (city, suv, truck, sports, concept); then by part on the model's assembly spaces, in part-type order.
   *
   * @minItems 5
   * @maxItems 5
   */
  assembly: [Part[], Part[], Part[], Part[], Part[]];
  /**
   * the part on each upgrade space, or NoPart Indexed by model (city, suv, truck, sports, concept); then by upgrade space: one per part type, the part it takes (motor, autopilot, battery, body, electronics, drivetrain).
   *
   * @minItems 5
   * @maxItems 5
   */
  upgrades: [
    [Part, Part, Part, Part, Part, Part],
    [Part, Part, Part, Part, Part, Part],
    [Part, Part, Part, Part, Part, Part],
    [Part, Part, Part, Part, Part, Part],
    [Part, Part, Part, Part, Part, Part]
  ];
  /**
   * UpgradeOwners holds the player who put the part on each upgrade space, or NoColor (GameState.UpgradeOwners). Indexed by model (city, suv, truck, sports, concept); then by upgrade space: one per part type, the part it takes (motor, autopilot, battery, body, electronics, drivetrain).
   *
   * @minItems 5
   * @maxItems 5
   */
  upgrade_owners: [
    [Color, Color, Color, Color, Color, Color],
    [Color, Color, Color, Color, Color, Color],
    [Color, Color, Color, Color, Color, Color],
    [Color, Color, Color, Color, Color, Color],
    [Color, Color, Color, Color, Color, Color]
  ];
  /**
   * each part type's marker on the Upgrade Value track Index: part type (motor, autopilot, battery, body, electronics, drivetrain)
   *
   * @minItems 6
   * @maxItems 6
   */
  upgrade_values: [UpgradeMarker, UpgradeMarker, UpgradeMarker, UpgradeMarker, UpgradeMarker, UpgradeMarker];
  /**
   * the car on each conveyor space, or NoModel Index: conveyor space (s1, s2, s3, s4, s5, a1, b1, b2, c1, c2, d1, d2, e1)
   *
   * @minItems 13
   * @maxItems 13
   */
  conveyor: [Model, Model, Model, Model, Model, Model, Model, Model, Model, Model, Model, Model, Model];
  /**
   * the Pace Car's space on the Test track
   */
  pace_car: number;
  test_track: TestTrack;
  /**
   * the cars behind the Pace Car, the first first Index: car behind the Pace Car, the front first
   */
  test_queue: Model[];
  /**
   * the Design display, by row and column from the stacks Indexed by display row (0 the top row, 1 the bottom row); then by display column, from the stacks outward (0 nearest).
   *
   * @minItems 2
   * @maxItems 2
   */
  display: [[DesignTile, DesignTile, DesignTile, DesignTile], [DesignTile, DesignTile, DesignTile, DesignTile]];
  /**
   * the Central, top and bottom First Office stacks Index: Design stack (central, office-top, office-bottom)
   *
   * @minItems 3
   * @maxItems 3
   */
  stacks: [StackTop, StackTop, StackTop];
  /**
   * the face-up Demand tiles Index: face-up Demand place, 0 first
   *
   * @minItems 2
   * @maxItems 2
   */
  demand: [DemandTile, DemandTile];
  /**
   * the tiles in the face-down Demand stack
   */
  demand_stack: number;
  /**
   * the Factory Goal tiles, in place order Index: Factory Goal place: the easier then the harder tile of each kind
   *
   * @minItems 6
   * @maxItems 6
   */
  factory_goals: [FactoryGoalTile, FactoryGoalTile, FactoryGoalTile, FactoryGoalTile, FactoryGoalTile, FactoryGoalTile];
  /**
   * the Award stack above each track Index: department (rnd, assembly, logistics, design, administration)
   *
   * @minItems 5
   * @maxItems 5
   */
  award_stacks: [AwardStack, AwardStack, AwardStack, AwardStack, AwardStack];
  /**
   * the goals in the meeting room by number, or -1 Index: meeting-room place, 0 first
   *
   * @minItems 4
   * @maxItems 4
   */
  meeting_room: [number, number, number, number];
  /**
   * MeetingGoals are the face-up goals with their Speech tokens, what each counts, and what it would give the viewer. Index: face-up goal, in meeting-room order then played
   */
  meeting_goals: GoalView[];
  pushing: ConveyorSpace;
  /**
   * Parking lists the claimed cars waiting for a garage, the next first (R-RND-3). Index: claimed car waiting for a garage, the next first
   */
  parking: Model[];
  /**
   * the Final Goal tile, by number in components.FinalGoals
   */
  final_goal: number;
  /**
   * KanbanRevealed is the Kanban Order card revealed at setup, by number in components.KanbanCards (R-SET-9).
   */
  kanban_revealed: number;
  /**
   * the cards left in the Kanban Order deck
   */
  kanban_deck: number;
  /**
   * KanbanKnown lists the bottom part of the Kanban Order deck that the table saw go in, in the order it will be drawn: the card revealed at setup (R-SET-9) and each card issued since (R-LOG-1), as far as none has been drawn yet. The cards above it are in an order nobody knows. Index: card of the deck's known bottom part, the next drawn first
   */
  kanban_known: number[];
  /**
   * KanbanHeld lists, for each player in seating order, the Kanban Order cards the table knows they hold: those they drew from KanbanKnown. Indexed by seat: the players in seating order; then by card, in card order.
   */
  kanban_held: number[][];
  /**
   * CentralKnown lists the Designs below the Central stack's top that the table saw go under it (claimed Designs, R-RND-9; those Sandra returns, R-SAN-4; a Colleague's blank Design, R-SOLO-23), in groups, the group nearest the top first: a group of one tile has a known place; a larger one, Sandra's return, is a set in an order nobody saw, its tiles listed in tile order. The tiles above them are in an order nobody knows. Indexed by group of the Central stack's known bottom part, the one nearest the top first; then by Design tile, in tile order.
   */
  central_known: DesignTile[][];
  /**
   * the cards left in the Performance Goal deck
   */
  goal_deck: number;
  /**
   * the cards in the goal discard pile
   */
  goal_discards: number;
  /**
   * DiscardedGoals lists the goal discard pile, the first discarded first: every goal in it was face up when discarded (R-MTG-5). Index: goal, the first discarded first
   */
  discarded_goals: GoalCard[];
  hand: Hand;
  /**
   * AwardChoice lists the Award tiles the viewer is looking through when they must keep one (R-TRN-4). Index: Award tile looked through, the top first
   */
  award_choice?: Award[];
  room_goal: GoalCard;
  /**
   * The benefits printed on the board (components): on each space of the Certification track, the starting section first (R-CERT-1); on each upgrade space (R-RND-4); between the spaces of each display column, from the stacks (R-DES-3). The garages' are on each PlayerBoard. Indexed by Certification-track section: the starting section, then one per number of certifications; then by space of the section, 0 first.
   *
   * @minItems 6
   * @maxItems 6
   */
  cert_benefits: [
    [Benefit, Benefit, Benefit, Benefit],
    [Benefit, Benefit, Benefit, Benefit],
    [Benefit, Benefit, Benefit, Benefit],
    [Benefit, Benefit, Benefit, Benefit],
    [Benefit, Benefit, Benefit, Benefit],
    [Benefit, Benefit, Benefit, Benefit]
  ];
  /**
   * on each upgrade space Indexed by model (city, suv, truck, sports, concept); then by upgrade space: one per part type, the part it takes (motor, autopilot, battery, body, electronics, drivetrain).
   *
   * @minItems 5
   * @maxItems 5
   */
  upgrade_benefits: [
    [Benefit, Benefit, Benefit, Benefit, Benefit, Benefit],
    [Benefit, Benefit, Benefit, Benefit, Benefit, Benefit],
    [Benefit, Benefit, Benefit, Benefit, Benefit, Benefit],
    [Benefit, Benefit, Benefit, Benefit, Benefit, Benefit],
    [Benefit, Benefit, Benefit, Benefit, Benefit, Benefit]
  ];
  /**
   * between the spaces of each display column Index: display column, from the stacks outward (0 nearest)
   *
   * @minItems 4
   * @maxItems 4
   */
  column_bonus: [Benefit, Benefit, Benefit, Benefit];
  sandra_next?: SandraForecast;
  solo?: SoloView;
}
/**
 * A start-spot decision. DecideStartSpot: place the Certification marker on a starting spot (R-SET-14); answered by CertSpace.
 */
export interface StartSpotDecision {
  kind: "start-spot";
  player: Color;
  dept: Department;
  /**
   * Section is the section of the Certification track the marker enters: 0, the starting section, for DecideStartSpot (R-SET-14); for DecideCertSpace the player's number of certifications (R-TRN-3).
   */
  section: number;
  /**
   * Spaces is the spaces the player may choose from: the empty spaces of that section (DecideStartSpot, DecideCertSpace), or the empty open garages (DecideGarage, R-RND-3). Index: option, in increasing order
   */
  spaces: number[];
}
/**
 * A start-pick decision. DecideStartPick: take a part and a Design in orientation (R-SET-14); answered by StartPart and StartDesign, one of each.
 */
export interface StartPickDecision {
  kind: "start-pick";
  player: Color;
  dept: Department;
}
/**
 * A workstation decision. DecideWorkstation: place the worker for the day (R-SEL); answered by Select.
 */
export interface WorkstationDecision {
  kind: "workstation";
  player: Color;
  dept: Department;
}
/**
 * A work decision. DecideWork: the player's working turn (R-WRK); answered by Train, Homework, Recycle and the department's tasks, until EndTurn.
 */
export interface WorkDecision {
  kind: "work";
  player: Color;
  dept: Department;
}
/**
 * A cert-space decision. DecideCertSpace: choose a space of the next Certification section (R-TRN-3); answered by CertSpace.
 */
export interface CertSpaceDecision {
  kind: "cert-space";
  player: Color;
  dept: Department;
  /**
   * Section is the section of the Certification track the marker enters: 0, the starting section, for DecideStartSpot (R-SET-14); for DecideCertSpace the player's number of certifications (R-TRN-3).
   */
  section: number;
  /**
   * Spaces is the spaces the player may choose from: the empty spaces of that section (DecideStartSpot, DecideCertSpace), or the empty open garages (DecideGarage, R-RND-3). Index: option, in increasing order
   */
  spaces: number[];
}
/**
 * A award decision. DecideAward: keep one of the Award tiles left on the track (R-TRN-4); answered by KeepAward.
 */
export interface AwardDecision {
  kind: "award";
  player: Color;
  dept: Department;
  /**
   * Tiles is how many Award tiles lie face down on the track to keep one from (DecideAward, R-TRN-4).
   */
  tiles: number;
}
/**
 * A game-over decision. DecideNothing: the game is over.
 */
export interface GameOverDecision {
  kind: "game-over";
  player: Color;
  dept: Department;
}
/**
 * A branch decision. DecideBranch: where the pushed car goes at a branch of the conveyor (R-ASM-3); answered by Branch.
 */
export interface BranchDecision {
  kind: "branch";
  player: Color;
  dept: Department;
  model: Model;
  at: ConveyorSpace;
  /**
   * the spaces the car at At may go to Index: option, in increasing order
   */
  to: ConveyorSpace[];
}
/**
 * A garage decision. DecideGarage: the garage for the next claimed car (R-RND-3); answered by Garage.
 */
export interface GarageDecision {
  kind: "garage";
  player: Color;
  dept: Department;
  /**
   * Spaces is the spaces the player may choose from: the empty spaces of that section (DecideStartSpot, DecideCertSpace), or the empty open garages (DecideGarage, R-RND-3). Index: option, in increasing order
   */
  spaces: number[];
  model: Model;
}
/**
 * A padlock decision. DecidePadlock: two different benefits of the padlocked garage (R-RND-7); answered by Padlock.
 */
export interface PadlockDecision {
  kind: "padlock";
  player: Color;
  dept: Department;
}
/**
 * A speak decision. DecideSpeak: a turn in a Meeting (R-MTG-2); answered by Speak or Pass.
 */
export interface SpeakDecision {
  kind: "speak";
  player: Color;
  dept: Department;
  /**
   * Goals is the face-up goals the player's Speech token may go on (DecideSpeak): those with an empty speech icon and no token of theirs, none when they have no token on a Speech space (R-MTG-3, R-SPK-1). A goal they play from hand, which only they know, takes the token too. Index: option, in increasing order
   */
  goals: GoalCard[];
}
/**
 * A room-goal decision. DecideRoomGoal: the goal put face down for the meeting room (R-MTG-9); answered by ChooseGoal.
 */
export interface RoomGoalDecision {
  kind: "room-goal";
  player: Color;
  dept: Department;
}
/**
 * A events decision. DecideEvents: the state lies between the events of one action, as when a frontend folds them one by one with Evolve; it waits for the rest of them, not for a player, and takes no action (R-ENG-5).
 */
export interface EventsDecision {
  kind: "events";
  player: Color;
  dept: Department;
}
/**
 * Chooser is one place in the order of choosing (View.Order). Later releases of the same SchemaVersion may add members: ignore those you do not know.
 */
export interface Chooser {
  player: Color;
  /**
   * whether Sandra chooses here
   */
  sandra?: boolean;
  /**
   * Chosen reports whether they have chosen already.
   */
  chosen: boolean;
}
/**
 * PlayerBoard is a snapshot of one player's board and pieces. It is a copy: changing it changes nothing in the game. Later releases of the same SchemaVersion may add members: ignore those you do not know.
 */
export interface PlayerBoard {
  color: PlayerColor;
  /**
   * whether the board is on its expert side (R-SET-15)
   */
  expert_side: boolean;
  /**
   * Production Points
   */
  pp: number;
  /**
   * Banked Shifts on the track
   */
  banked_shifts: number;
  /**
   * Books held
   */
  books: number;
  /**
   * Parts Vouchers held
   */
  vouchers: number;
  /**
   * Speech is the number of own Speech tokens on Speech spaces, out of SpeechSpaces open spaces; GenericSpeech the Generic Speech tokens kept beside the board (R-SPK-2). Of the player's other own tokens, SpeechOnGoals lie on face-up goals in the Meeting under way and SpeechBeside beside the board, out of play until a Generic token brings them back (R-SPK-3). Speech, SpeechOnGoals and SpeechBeside add up to components.OwnSpeechTokens.
   */
  speech: number;
  /**
   * open Speech spaces
   */
  speech_spaces: number;
  /**
   * Generic Speech tokens beside the board
   */
  generic_speech: number;
  /**
   * own tokens on face-up goals
   */
  speech_on_goals: number;
  /**
   * own tokens out of play beside the board
   */
  speech_beside: number;
  /**
   * Training is the space of the player's disc on each department's track, from 0 (never moved). Index: department (rnd, assembly, logistics, design, administration)
   *
   * @minItems 5
   * @maxItems 5
   */
  training: [number, number, number, number, number];
  /**
   * Certifications is how many departments the player is certified in, which is also the section of the Certification track their marker is in; CertSpace is the space in that section, or -1 before orientation.
   */
  certifications: number;
  /**
   * the marker's space in its section, or -1
   */
  cert_space: number;
  /**
   * Locks reports, for each department, whether its Lock is still on the board: the player is not certified there yet (R-SET-13, R-TRN-3). R&D's Lock covers the Double Upgrade (R-RND-6), Assembly's the padlocked 5th garage (R-ASM-7), Logistics' the 6th storage space and Design's the 5th desk space (R-WRK-7), Administration's the 5th Speech space (R-ADM-2). Index: department (rnd, assembly, logistics, design, administration)
   *
   * @minItems 5
   * @maxItems 5
   */
  locks: [boolean, boolean, boolean, boolean, boolean];
  /**
   * Parts is the number of stored parts of each type, out of StorageSpaces spaces. Index: part type (motor, autopilot, battery, body, electronics, drivetrain)
   *
   * @minItems 6
   * @maxItems 6
   */
  parts: [number, number, number, number, number, number];
  /**
   * open storage spaces
   */
  storage_spaces: number;
  desk: DesignSet;
  /**
   * open desk spaces
   */
  desk_spaces: number;
  upgraded: DesignSet;
  double_upgrade: DesignTile;
  /**
   * Garages holds the model parked in each garage, or NoModel; the 5th is the padlocked one. GarageUsed reports whose benefit was taken. Index: garage, 0 first; the last is the padlocked garage
   *
   * @minItems 5
   * @maxItems 5
   */
  garages: [Model, Model, Model, Model, Model];
  /**
   * by garage: its benefit was taken Index: garage, 0 first; the last is the padlocked garage
   *
   * @minItems 5
   * @maxItems 5
   */
  garage_used: [boolean, boolean, boolean, boolean, boolean];
  /**
   * GarageBenefits is the benefit printed on each Basic Garage, on the side of the board the player plays (R-RND-3). The padlocked garage shows PadlockBenefits, of which a car parked there gives PadlockPicks different ones (R-RND-7). Index: basic garage, 0 first
   *
   * @minItems 4
   * @maxItems 4
   */
  garage_benefits: [Benefit, Benefit, Benefit, Benefit];
  /**
   * the padlocked garage's benefits Index: benefit of the padlocked garage, in printed order
   */
  padlock_benefits: Benefit[];
  /**
   * how many of them a car there gives
   */
  padlock_picks: number;
  /**
   * Awards holds the Award tile kept on each track, or NoAward. Index: department (rnd, assembly, logistics, design, administration)
   *
   * @minItems 5
   * @maxItems 5
   */
  awards: [Award, Award, Award, Award, Award];
  /**
   * FactoryGoals reports the Factory Goal places (as in GameState.FactoryGoals) the player has taken a token from. Index: Factory Goal place: the easier then the harder tile of each kind
   *
   * @minItems 6
   * @maxItems 6
   */
  factory_goals: [boolean, boolean, boolean, boolean, boolean, boolean];
  workstation: Workstation;
  /**
   * whether the worker is laid down: the player's turn today is over
   */
  laid_down: boolean;
}
/**
 * TurnInfo describes the working turn in progress. Later releases of the same SchemaVersion may add members: ignore those you do not know.
 */
export interface TurnInfo {
  player: Color;
  workstation: Workstation;
  /**
   * Shifts is how many Shifts the player can still spend: StationShifts, the workstation's left, which pay first, plus BankedUsable, the Banked Shifts the limits still let them take out — at most 4 Shifts a day and 3 Banked Shifts a turn (R-WRK-2, R-WRK-8).
   */
  shifts: number;
  /**
   * the workstation's Shifts left
   */
  station_shifts: number;
  /**
   * Banked Shifts the limits still allow
   */
  banked_usable: number;
  /**
   * Worked is the Shifts spent so far, BankedSpent the Banked Shifts among them (R-WRK-2).
   */
  worked: number;
  /**
   * Banked Shifts among Worked
   */
  banked_spent: number;
  other_dept: Department;
  /**
   * whether OtherDept is named
   */
  has_other: boolean;
  held: Benefit;
  /**
   * What the turn has used of the things done once a turn (R-WRK-9): the Kanban Order (R-LOG-1), the Voucher action (R-LOG-3) and Claim Cars (R-RND-9). DesignLeft reports that a Design left the display, so that it slides and refills when the turn ends (R-DES-5).
   */
  kanban_issued: boolean;
  /**
   * the Voucher action was used
   */
  voucher_taken: boolean;
  /**
   * Claim Cars was used
   */
  cars_claimed: boolean;
  /**
   * a Design left the display
   */
  design_left: boolean;
}
/**
 * Supply is what the general supply holds. Later releases of the same SchemaVersion may add members: ignore those you do not know.
 */
export interface Supply {
  /**
   * parts of each type, by Part Index: part type (motor, autopilot, battery, body, electronics, drivetrain)
   *
   * @minItems 6
   * @maxItems 6
   */
  parts: [number, number, number, number, number, number];
  /**
   * cars of each model, by Model Index: model (city, suv, truck, sports, concept)
   *
   * @minItems 5
   * @maxItems 5
   */
  cars: [number, number, number, number, number];
  /**
   * Books left
   */
  books: number;
  /**
   * Parts Vouchers left
   */
  vouchers: number;
}
/**
 * UpgradeMarker is a part type's marker on the Upgrade Value track. Later releases of the same SchemaVersion may add members: ignore those you do not know.
 */
export interface UpgradeMarker {
  /**
   * the marker's space on the track
   */
  space: number;
  /**
   * the value the space gives (components.UpgradeValues)
   */
  value: number;
  /**
   * whether the marker is flipped: the part type was double-upgraded (R-RND-6)
   */
  doubled?: boolean;
}
/**
 * TestTrack is the layout of the Test track: a loop of Spaces spaces with striped spaces, and the most cars that wait behind the Pace Car.
 */
export interface TestTrack {
  /**
   * the spaces of the loop
   */
  spaces: number;
  /**
   * the two striped spaces Index: striped space, 0 first
   *
   * @minItems 2
   * @maxItems 2
   */
  striped: [number, number];
  /**
   * the most cars behind the Pace Car
   */
  queue: number;
}
/**
 * StackTop is a Design stack as players see it: its top tile and size (R-DES-7). Later releases of the same SchemaVersion may add members: ignore those you do not know.
 */
export interface StackTop {
  top: DesignTile;
  /**
   * the number of tiles in the stack
   */
  size: number;
}
/**
 * FactoryGoalTile is a Factory Goal tile in play and the tokens left on it; a tile with none left is removed (R-FG-1). Later releases of the same SchemaVersion may add members: ignore those you do not know.
 */
export interface FactoryGoalTile {
  kind: FactoryGoalKind;
  /**
   * the count that meets it
   */
  threshold: number;
  /**
   * Tokens is how many tokens are left on the tile.
   */
  tokens: number;
}
/**
 * AwardStack is an Award stack as players see it: how many tiles lie face down, and whether its Generic Speech token is there. Later releases of the same SchemaVersion may add members: ignore those you do not know.
 */
export interface AwardStack {
  /**
   * the face-down tiles
   */
  tiles: number;
  /**
   * whether the Generic Speech token is still there
   */
  token: boolean;
  /**
   * Seen reports whether the viewer looked through the stack on keeping a tile (R-TRN-4); it changes only in public afterwards, so the viewer knows its tiles.
   */
  seen?: boolean;
  /**
   * Known lists the stack's tiles, in tile order, when Seen holds. Index: Award tile the viewer knows in the stack, in tile order
   */
  known?: Award[];
}
/**
 * GoalView is a face-up Performance Goal as one player sees it: the goal and its tokens, what it counts, and what a Speech token of theirs would score on it now. Later releases of the same SchemaVersion may add members: ignore those you do not know.
 */
export interface GoalView {
  card: GoalCard;
  played_by: Color;
  /**
   * Tokens holds the colour of the token on each speech icon, in the card's icon order, or NoColor. Index: speech icon, in the card's icon order
   *
   * @minItems 3
   * @maxItems 3
   */
  tokens: [Color, Color, Color];
  measure: GoalMeasure;
  /**
   * PP per count
   */
  pp: number;
  /**
   * the number on each speech icon Index: speech icon, in the card's icon order
   *
   * @minItems 3
   * @maxItems 3
   */
  icons: [number, number, number];
  /**
   * Count is how many times the viewer meets the goal now (R-MTG-3).
   */
  count: number;
  /**
   * Open reports whether the goal takes a token of the viewer: it has an empty icon and none of their tokens (R-MTG-3). Score is what that token would score now: PP times Count, Count capped by the number on the highest empty icon; 0 when the goal is not Open. Whether the viewer may speak at all is Next's and LegalActions' to say.
   */
  open: boolean;
  /**
   * what a token of the viewer's would score now
   */
  score: number;
}
/**
 * SandraForecast is where Sandra evaluates next and what her evaluation there would do to each player if she made it now (GameState.SandraNext, View.SandraNext). All of it is public: the rules work it out from the table (R-SEL-4, R-SAN-1, R-SAN-2, R-SAN-3, R-SOLO-27). Later releases of the same SchemaVersion may add members: ignore those you do not know.
 */
export interface SandraForecast {
  /**
   * Day is the day of her next evaluation: today while her working turn is still to come, else the next day, if the game goes on; never day 1, when she does nothing (R-DAY-2).
   */
  day: number;
  dept: Department;
  workstation: Workstation;
  /**
   * Placed reports whether she stands there already. Until she chooses, Workstation is where she would go if she chose now (R-SEL-4): a worker who moves before her can still change it, by freeing or taking a workstation of the department she heads for.
   */
  placed: boolean;
  /**
   * Reward reports her reward side (Config.SandraReward, R-SAN-3); else she penalizes (R-SAN-2).
   */
  reward: boolean;
  measure: GoalMeasure;
  /**
   * Space is the space of Dept's track she evaluates: the least progress on her penalty side, the most on her reward side, the Colleagues' discs included in solo (R-SOLO-27).
   */
  space: number;
  /**
   * Players holds each player, in seating order, with what her evaluation would do to them now; in solo only the human, the one she evaluates (R-SOLO-27). Index: seat: the players in seating order
   */
  players: SandraRisk[];
}
/**
 * SandraRisk is what Sandra's next evaluation would do to one player if she made it now (SandraForecast). Later releases of the same SchemaVersion may add members: ignore those you do not know.
 */
export interface SandraRisk {
  player: Color;
  /**
   * their disc's space on the department's track
   */
  space: number;
  /**
   * how many of the department's measure they have
   */
  count: number;
  /**
   * Evaluated reports whether she evaluates them: tied for the least progress on her penalty side (a disc never moved counts as least), for the most on her reward side (having moved at least once).
   */
  evaluated: boolean;
  /**
   * Applies reports whether her verdict falls on them: evaluated, with Count at most components.SandraShortfall on her penalty side, at least components.SandraRewardMin on her reward side.
   */
  applies: boolean;
  /**
   * PP is what it would change their PP by: on her penalty side a loss, negative, of 1 plus 1 per Banked Shift below 5, never more than they have; on her reward side 1 per Banked Shift; 0 when it does not apply.
   */
  pp: number;
}
/**
 * SoloView is what a solo game shows everyone beside the rest of the table (View.Solo): the Difficulty cards, the column, the Colleagues and what they hold. The orders of both decks are hidden (R-SOLO-11, R-SOLO-12): only their sizes are shown. Later releases of the same SchemaVersion may add members: ignore those you do not know.
 */
export interface SoloView {
  /**
   * Difficulty is the Difficulty cards in play. Index: Difficulty card, in the order dealt
   */
  difficulty: Difficulty[];
  /**
   * Column is the department cards face up, top first (R-SOLO-11); the last one left after the Colleagues have chosen is the Plan card. Index: place in the pile, the top first
   */
  column: number[];
  /**
   * DepartmentDeck and SelectionDeck count the cards in each deck.
   */
  department_deck: number;
  /**
   * the selection cards left to draw
   */
  selection_deck: number;
  /**
   * SelectionDrawn is the selection card drawn most recently, or -1 (R-SOLO-12, R-SOLO-26).
   */
  selection_drawn: number;
  shared_stack: StackTop;
  /**
   * ColleagueParts counts the parts the Colleagues hold together, by type (R-SOLO-22). Index: part type (motor, autopilot, battery, body, electronics, drivetrain)
   *
   * @minItems 6
   * @maxItems 6
   */
  colleague_parts: [number, number, number, number, number, number];
  /**
   * Colleagues are Lacerda and Turczi, in that order. Index: Colleague: Lacerda, then Turczi
   *
   * @minItems 2
   * @maxItems 2
   */
  colleagues: [ColleagueView, ColleagueView];
}
/**
 * ColleagueView is one Colleague as the table shows him (R-SOLO-1). Later releases of the same SchemaVersion may add members: ignore those you do not know.
 */
export interface ColleagueView {
  /**
   * his name, from components.ColleagueNames
   */
  name: string;
  color: Color;
  /**
   * his Production Points
   */
  pp: number;
  /**
   * Training is his disc's space on each training track. Index: department (rnd, assembly, logistics, design, administration)
   *
   * @minItems 5
   * @maxItems 5
   */
  training: [number, number, number, number, number];
  /**
   * CertSection and CertSpace are where his Certification marker is: the section (his certifications) and its space, -1 before he has placed it.
   */
  cert_section: number;
  /**
   * the marker's space in that section, or -1
   */
  cert_space: number;
  workstation: Workstation;
  part: Part;
  upgraded: DesignSet;
  /**
   * his claimed cars of each model Index: model (city, suv, truck, sports, concept)
   *
   * @minItems 5
   * @maxItems 5
   */
  cars: [number, number, number, number, number];
}
/**
 * position is the JSON form of a GameState.
 */
export interface Position {
  /**
   * The version of the wire format, kanban.SchemaVersion: 3 for these schemas.
   */
  schema: 3;
  rules: string;
  config: Config;
  version: number;
  actions: number;
  rng: GeneratorState;
  phase: Phase;
  day: number;
  week: number;
  production_cycle: number;
  meeting_scheduled: boolean;
  /**
   * Order is who chooses in turn during orientation, Department Selection and Meetings; OrderPos indexes the one choosing. Index: place in the order, the first first
   */
  order: Worker[];
  /**
   * Order is who chooses in turn during orientation, Department Selection and Meetings; OrderPos indexes the one choosing.
   */
  order_pos: number;
  /**
   * Index: workstation, in working order (rnd-top, rnd-bottom, assembly-top, assembly-bottom, logistics-top, logistics-bottom, design-top, design-bottom, administration-top, administration-bottom)
   *
   * @minItems 10
   * @maxItems 10
   */
  workstations: [Worker, Worker, Worker, Worker, Worker, Worker, Worker, Worker, Worker, Worker];
  sandra: WorkPlace;
  pending?: PositionPending;
  turn: PositionTurn;
  /**
   * Index: seat: the players in seating order
   */
  players: PositionPlayer[];
  board: PositionBoard;
  meeting: PositionMeeting;
  solo?: PositionSolo;
  memory?: PositionMemory;
}
export interface PositionPending {
  kind: DecisionKind;
  player: Color;
  dept: Department;
  /**
   * Index: conveyor space of the push chain, in the order pushed
   */
  path: ConveyorSpace[];
}
export interface PositionTurn {
  place: WorkPlace;
  player: Worker;
  shifts: number;
  worked: number;
  banked: number;
  other: Department;
  held_books: number;
  held_vouchers: number;
  held_banked: number;
  design_left?: boolean;
  kanban?: boolean;
  voucher?: boolean;
  claimed?: boolean;
  /**
   * Index: part, in the order given or taken this turn
   */
  gave: Part[];
  /**
   * Index: part, in the order given or taken this turn
   */
  took: Part[];
  /**
   * Index: claimed car waiting for a garage, the next first
   */
  parking: Model[];
  leaving: Model;
  took_parts: number;
  took_designs: number;
}
export interface PositionPlayer {
  color: PlayerColor;
  pp: number;
  banked_shifts: number;
  books: number;
  vouchers: number;
  speech_tokens: number;
  generic_speech_tokens: number;
  /**
   * Index: department (rnd, assembly, logistics, design, administration)
   *
   * @minItems 5
   * @maxItems 5
   */
  training: [PositionTrack, PositionTrack, PositionTrack, PositionTrack, PositionTrack];
  cert_space: number;
  /**
   * Index: part type (motor, autopilot, battery, body, electronics, drivetrain)
   *
   * @minItems 6
   * @maxItems 6
   */
  parts: [number, number, number, number, number, number];
  /**
   * Index: Design tile, in tile order
   */
  desk: DesignTile[];
  /**
   * Index: Design tile, in tile order
   */
  upgraded: DesignTile[];
  double_upgrade: DesignTile;
  /**
   * Index: garage, 0 first; the last is the padlocked garage
   *
   * @minItems 5
   * @maxItems 5
   */
  garages: [Model, Model, Model, Model, Model];
  /**
   * Index: garage, 0 first; the last is the padlocked garage
   *
   * @minItems 5
   * @maxItems 5
   */
  garages_used: [boolean, boolean, boolean, boolean, boolean];
  /**
   * Index: department (rnd, assembly, logistics, design, administration)
   *
   * @minItems 5
   * @maxItems 5
   */
  awards: [Award, Award, Award, Award, Award];
  /**
   * Index: Factory Goal place: the easier then the harder tile of each kind
   *
   * @minItems 6
   * @maxItems 6
   */
  factory_goals_taken: [boolean, boolean, boolean, boolean, boolean, boolean];
  /**
   * Index: card in hand, in the order taken
   */
  goals: GoalCard[];
  /**
   * Index: card in hand, in the order taken
   */
  kanban_cards: number[];
  workstation: Workstation;
  laid_down: boolean;
  played_goal: GoalCard;
  room_goal: GoalCard;
  /**
   * Index: final-scoring category (final-goal, banked-shifts, speech-tokens, books, vouchers, cars, training, tested-designs)
   *
   * @minItems 8
   * @maxItems 8
   */
  final: [number, number, number, number, number, number, number, number];
}
/**
 * posTrack is a player's disc on a training track: its space, and the sequence number of the event that moved it there (0 at setup), which says whose disc lies on top of a shared space (R-TRN-1).
 */
export interface PositionTrack {
  space: number;
  arrived: number;
}
export interface PositionBoard {
  /**
   * Index: part type (motor, autopilot, battery, body, electronics, drivetrain)
   *
   * @minItems 6
   * @maxItems 6
   */
  supply: [number, number, number, number, number, number];
  /**
   * Index: part type (motor, autopilot, battery, body, electronics, drivetrain)
   *
   * @minItems 6
   * @maxItems 6
   */
  warehouses: [number, number, number, number, number, number];
  /**
   * Index: part in the Recycling pool
   */
  recycling_pool: Part[];
  /**
   * Indexed by model (city, suv, truck, sports, concept); then by part on the model's assembly spaces, in part-type order.
   *
   * @minItems 5
   * @maxItems 5
   */
  assembly: [Part[], Part[], Part[], Part[], Part[]];
  /**
   * Indexed by model (city, suv, truck, sports, concept); then by upgrade space: one per part type, the part it takes (motor, autopilot, battery, body, electronics, drivetrain).
   *
   * @minItems 5
   * @maxItems 5
   */
  upgrades: [
    [Part, Part, Part, Part, Part, Part],
    [Part, Part, Part, Part, Part, Part],
    [Part, Part, Part, Part, Part, Part],
    [Part, Part, Part, Part, Part, Part],
    [Part, Part, Part, Part, Part, Part]
  ];
  /**
   * Index: part type (motor, autopilot, battery, body, electronics, drivetrain)
   *
   * @minItems 6
   * @maxItems 6
   */
  upgrade_values: [number, number, number, number, number, number];
  /**
   * Index: part type whose upgrade value is doubled, in the order doubled
   */
  doubled: Part[];
  /**
   * Index: conveyor space (s1, s2, s3, s4, s5, a1, b1, b2, c1, c2, d1, d2, e1)
   *
   * @minItems 13
   * @maxItems 13
   */
  conveyor: [Model, Model, Model, Model, Model, Model, Model, Model, Model, Model, Model, Model, Model];
  /**
   * Index: model (city, suv, truck, sports, concept)
   *
   * @minItems 5
   * @maxItems 5
   */
  cars: [number, number, number, number, number];
  pace_car: number;
  /**
   * Index: car behind the Pace Car, the front first
   */
  test_queue: Model[];
  /**
   * Indexed by display row (0 the top row, 1 the bottom row); then by display column, from the stacks outward (0 nearest).
   *
   * @minItems 2
   * @maxItems 2
   */
  display: [[DesignTile, DesignTile, DesignTile, DesignTile], [DesignTile, DesignTile, DesignTile, DesignTile]];
  /**
   * Stacks are the Central, top and bottom First Office stacks; Stacks, decks and Award stacks are listed from the top down. Indexed by Design stack (central, office-top, office-bottom); then by place in the pile, the top first.
   *
   * @minItems 3
   * @maxItems 3
   */
  stacks: [DesignTile[], DesignTile[], DesignTile[]];
  /**
   * Index: place in the pile, the top first
   */
  kanban_deck: number[];
  /**
   * KanbanRevealed is the Kanban Order card revealed at setup (R-SET-9).
   */
  kanban_revealed: number;
  /**
   * Index: face-up Demand place, 0 first
   *
   * @minItems 2
   * @maxItems 2
   */
  demand: [PositionSlot, PositionSlot];
  /**
   * Index: place in the pile, the top first
   */
  demand_stack: number[];
  /**
   * Index: place in the pile, the top first
   */
  goal_deck: GoalCard[];
  /**
   * Index: goal, the first discarded first
   */
  goal_discards: GoalCard[];
  /**
   * Index: meeting-room place, 0 first
   *
   * @minItems 4
   * @maxItems 4
   */
  meeting_room: [GoalCard, GoalCard, GoalCard, GoalCard];
  final_goal: number;
  /**
   * Index: Factory Goal place: the easier then the harder tile of each kind
   *
   * @minItems 6
   * @maxItems 6
   */
  factory_goals: [PositionSlot, PositionSlot, PositionSlot, PositionSlot, PositionSlot, PositionSlot];
  /**
   * Indexed by department (rnd, assembly, logistics, design, administration); then by Award tile, the top first.
   *
   * @minItems 5
   * @maxItems 5
   */
  award_stacks: [Award[], Award[], Award[], Award[], Award[]];
  /**
   * Index: department (rnd, assembly, logistics, design, administration)
   *
   * @minItems 5
   * @maxItems 5
   */
  award_speech_tokens: [number, number, number, number, number];
  books: number;
  vouchers: number;
}
/**
 * posSlot is a face-up Demand tile or a Factory Goal tile, by index in components.DemandTiles or components.FactoryGoals, with its tokens.
 */
export interface PositionSlot {
  tile: number;
  tokens: number;
}
export interface PositionMeeting {
  passes: number;
  /**
   * Tokens are the Speech tokens on each face-up goal's icons: the meeting room's places, then the goal each seat played. Indexed by face-up goal: the meeting room's places, then the goal each seat played; then by speech icon, in the card's icon order.
   *
   * @minItems 8
   * @maxItems 8
   */
  tokens: [
    [Worker, Worker, Worker],
    [Worker, Worker, Worker],
    [Worker, Worker, Worker],
    [Worker, Worker, Worker],
    [Worker, Worker, Worker],
    [Worker, Worker, Worker],
    [Worker, Worker, Worker],
    [Worker, Worker, Worker]
  ];
}
/**
 * posSolo is the solo mode's pieces: the Colleagues' decks (top first), the column, the shared stack, the Colleague parts and the Colleagues.
 */
export interface PositionSolo {
  /**
   * Index: Difficulty card, in the order dealt
   */
  difficulty: Difficulty[];
  /**
   * Index: place in the pile, the top first
   */
  column: number[];
  /**
   * Index: place in the pile, the top first
   */
  department_deck: number[];
  /**
   * Index: place in the pile, the top first
   */
  selection_deck: number[];
  selection_drawn: number;
  /**
   * Index: place in the pile, the top first
   */
  shared_stack: DesignTile[];
  /**
   * Index: part type (motor, autopilot, battery, body, electronics, drivetrain)
   *
   * @minItems 6
   * @maxItems 6
   */
  colleague_parts: [number, number, number, number, number, number];
  /**
   * Gone is the Colleagues' Upgraded Designs out of the game (R-SOLO-29), WeekScorings the End-of-Week scorings so far (R-DIFF-8). Index: Design tile, in the order of the kind
   */
  designs_gone: DesignTile[];
  /**
   * Gone is the Colleagues' Upgraded Designs out of the game (R-SOLO-29), WeekScorings the End-of-Week scorings so far (R-DIFF-8).
   */
  week_scorings: number;
  fired?: boolean;
  second_room_goal: GoalCard;
  /**
   * Index: Colleague: Lacerda, then Turczi
   *
   * @minItems 2
   * @maxItems 2
   */
  colleagues: [PositionColleague, PositionColleague];
}
export interface PositionColleague {
  color: Color;
  pp: number;
  /**
   * Index: department (rnd, assembly, logistics, design, administration)
   *
   * @minItems 5
   * @maxItems 5
   */
  training: [PositionTrack, PositionTrack, PositionTrack, PositionTrack, PositionTrack];
  cert_space: number;
  workstation: Workstation;
  part: Part;
  /**
   * Index: Design tile, in tile order
   */
  upgraded: DesignTile[];
  /**
   * Index: model (city, suv, truck, sports, concept)
   *
   * @minItems 5
   * @maxItems 5
   */
  cars: [number, number, number, number, number];
  meeting_tokens: number;
  /**
   * Index: final-scoring category (final-goal, banked-shifts, speech-tokens, books, vouchers, cars, training, tested-designs)
   *
   * @minItems 8
   * @maxItems 8
   */
  final: [number, number, number, number, number, number, number, number];
}
/**
 * posMemory is the JSON form of memory.
 */
export interface PositionMemory {
  /**
   * KanbanKnown is how many cards at the bottom of the Kanban deck the table saw go in, in order.
   */
  kanban_known?: number;
  /**
   * KanbanHeld lists, by seat, the Kanban cards the table saw the seat draw from the known part of the deck. Indexed by seat: the players in seating order; then by card, in card order.
   */
  kanban_held?: number[][];
  /**
   * CentralKnown is how many Designs at the bottom of the Central stack the table saw go under it.
   */
  central_known?: number;
  /**
   * CentralSets lists the places of the Central stack, from the bottom (0), that went under together with the place above in an order nobody saw (R-SAN-4). Index: place of the Central stack from the bottom (0), linked to the place above, in increasing order
   */
  central_sets?: number[];
  /**
   * AwardsSeen lists, by seat, the departments whose Award stack the seat looked through (R-TRN-4). Indexed by seat: the players in seating order; then by department, in department order.
   */
  awards_seen?: Department[][];
}
/**
 * The header of a record's text form, its lines as the members of one object.
 */
export interface RecordHeader {
  /**
   * The version of the wire format, kanban.SchemaVersion: 3 for these schemas.
   */
  schema: 3;
  /**
   * The version of the rules and component data, components.Version.
   */
  rules: string;
  config: Config;
  /**
   * Index: the tags in the order of their lines.
   */
  tags?: {
    name: string;
    value: string;
  }[];
}
/**
 * Later releases of the same SchemaVersion may add members: ignore those you do not know.
 */
export interface HelloMessage {
  type: "hello";
  /**
   * The message's number: 1, 2, 3... through the whole session.
   */
  n: number;
  /**
   * The protocol's version, bots.PipeProtocol.
   */
  protocol: 1;
  /**
   * The game's number in the session, from 1.
   */
  game: number;
  color: PlayerColor;
  /**
   * The players in seating order, as in kanban.Config. Index: seat: the players in seating order
   */
  players: PlayerConfig[];
  /**
   * Sandra plays her reward side.
   */
  sandra_reward: boolean;
  /**
   * N: every action has an ID in [0, N).
   */
  num_action_ids: number;
  /**
   * The length of an observation vector.
   */
  observation_size: number;
  /**
   * The time limit of an answer, in milliseconds.
   */
  limit_ms: number;
}
/**
 * Later releases of the same SchemaVersion may add members: ignore those you do not know.
 */
export interface DecisionMessage {
  type: "decision";
  /**
   * The message's number.
   */
  n: number;
  color: PlayerColor;
  decision: Decision;
  /**
   * The legal actions, never empty. Index: legal action, in the engine's order
   */
  legal: LegalAction[];
  view: View;
  /**
   * Only when asked for at the hello: the View as observation_size numbers. Index: number of the observation vector, laid out as bots.ObservationSize documents
   */
  observation?: number[];
}
/**
 * Later releases of the same SchemaVersion may add members: ignore those you do not know.
 */
export interface LegalAction {
  /**
   * The action's dense ID, the same in every game.
   */
  id: number;
  /**
   * The action in the notation, as kanban.ParseAction reads it.
   */
  action: string;
  /**
   * What the action does, in plain English.
   */
  text: string;
  cost: Cost;
}
/**
 * Cost is what a legal action spends, as Apply takes it: the Shifts worked and the Banked Shifts among them, the Books, Parts Vouchers and Speech tokens, and the stored parts and desk Designs given up. What the action gains is not in it. The zero Cost is a free action. Later releases of the same SchemaVersion may add members: ignore those you do not know.
 */
export interface Cost {
  /**
   * Shifts is the Shifts the action works (R-WRK-2), Banked Shifts included: 1 for training and each department task (R-WRK-5), the position costs of the claimed cars for Claim Cars (R-RND-1).
   */
  shifts?: number;
  /**
   * BankedShifts is how many of those Shifts come off the Banked Shift track, because the workstation's Shifts left do not cover them (R-WRK-8).
   */
  banked_shifts?: number;
  /**
   * Books is the Books returned for homework (R-TRN-2).
   */
  books?: number;
  /**
   * Vouchers is the Parts Vouchers spent on a part from the supply (R-LOG-4).
   */
  vouchers?: number;
  /**
   * Speech is the player's own Speech tokens placed on a goal in a Meeting (R-MTG-3).
   */
  speech?: number;
  /**
   * Parts is the stored parts, by type, that leave storage: the part provided or upgraded with from storage, or the part given to the Recycling pool for one of its parts (R-WRK-6). Index: part type (motor, autopilot, battery, body, electronics, drivetrain)
   *
   * @minItems 6
   * @maxItems 6
   */
  parts?: [number, number, number, number, number, number];
  designs?: DesignSet;
}
/**
 * Later releases of the same SchemaVersion may add members: ignore those you do not know.
 */
export interface RefusedMessage {
  type: "refused";
  /**
   * The number of the message whose answer was refused.
   */
  n: number;
  /**
   * Why: bad-answer, unknown-id, illegal or late.
   */
  reason: "bad-answer" | "unknown-id" | "illegal" | "late";
  /**
   * What was wrong, for the program's logs.
   */
  error: string;
}
/**
 * Later releases of the same SchemaVersion may add members: ignore those you do not know.
 */
export interface EndMessage {
  type: "end";
  /**
   * The game, as in the hello.
   */
  game: number;
  color: PlayerColor;
  result: Result;
  view: View;
}
/**
 * Result is the end of a game: every player's standing, best first. Later releases of the same SchemaVersion may add members: ignore those you do not know.
 */
export interface Result {
  /**
   * by place, best first Index: standing, the best first
   */
  standings: Standing[];
}
/**
 * Standing is one player's result. Later releases of the same SchemaVersion may add members: ignore those you do not know.
 */
export interface Standing {
  color: PlayerColor;
  /**
   * Place is 1 for the winner; tied players share a place, and the next place counts them all (1, 1, 3).
   */
  place: number;
  /**
   * PP, final scoring included
   */
  pp: number;
  breakdown: Breakdown;
  /**
   * The tie-breakers, in order (R-FIN-6).
   */
  cars: number;
  /**
   * Tested Designs
   */
  tested_designs: number;
  /**
   * Banked Shifts
   */
  banked_shifts: number;
}
/**
 * Breakdown is a player's score by where it came from: PP from play, then each part of final scoring. Later releases of the same SchemaVersion may add members: ignore those you do not know.
 */
export interface Breakdown {
  /**
   * PP scored during the game
   */
  play: number;
  /**
   * the Final Goal tile's achievements (R-FIN-1)
   */
  final_goal: number;
  /**
   * 1 a Banked Shift (R-FIN-2)
   */
  banked_shifts: number;
  /**
   * 1 a Speech token left (R-FIN-2)
   */
  speech_tokens: number;
  /**
   * 1 a Book (R-FIN-2)
   */
  books: number;
  /**
   * 1 a Parts Voucher (R-FIN-2)
   */
  vouchers: number;
  /**
   * the cars in garages (R-FIN-3)
   */
  cars: number;
  /**
   * the places on the training tracks (R-FIN-4)
   */
  training: number;
  /**
   * the Tested Designs' upgrade values (R-FIN-5)
   */
  tested_designs: number;
}
/**
 * The answer to a hello: an object, {} at least.
 */
export interface HelloAnswer {
  /**
   * The program's name, for the host's logs.
   */
  name?: string;
  /**
   * true to be sent each decision's observation vector in this game.
   */
  observation?: boolean;
}
/**
 * An Edition is the printed contents of one box of the game, as data: the tables the rules read their values from, such as the Performance Goal cards, the Kanban Order cards and the benefits on the tracks. The built-in edition (Builtin) holds this package's values; an owner of the box whose copy prints other values writes them in an edition file (ParseEdition) and plays exactly that. An edition also holds the printed counts the rules read as numbers: the supplies, the spaces of a player's board, what each player starts with, the Banked Shift track. The counts the rules are built on (five departments, six part types, five models, the number of cards of each kind, the display's spaces, the training tracks' spaces...) are not part of an edition: they are this package's constants, and every table of an edition has the length they give it. Nor are the names the notation gives things: an edition's Design tiles are the box's (R-SET-7) and its conveyor spaces keep their names.
 */
export interface Edition {
  /**
   * Name names the edition in records and messages, such as "builtin".
   */
  name: string;
  /**
   * Sources says where values come from, by table ("goals") or entry ("goals/3"): a public source, the seeds, a placeholder. The rules never read it, and it is not part of the digest.
   */
  sources?: {
    [k: string]: string | undefined;
  };
  /**
   * every player's starting score (StartPP)
   */
  start_pp: number;
  /**
   * the Parts Vouchers each player starts with (StartVouchers)
   */
  start_vouchers: number;
  /**
   * the Books each player starts with (StartBooks)
   */
  start_books: number;
  /**
   * the Performance Goal cards dealt to each player (StartGoals)
   */
  start_goals: number;
  /**
   * the Kanban Order cards dealt to each player (StartKanbanCards)
   */
  start_kanban_cards: number;
  /**
   * the part storage spaces open at the start (StorageSpaces)
   */
  storage_spaces: number;
  /**
   * the storage spaces once certified in Logistics (StorageSpacesCertified)
   */
  storage_spaces_certified: number;
  /**
   * the Design desk spaces open at the start (DeskSpaces)
   */
  desk_spaces: number;
  /**
   * the desk spaces once certified in Design (DeskSpacesCertified)
   */
  desk_spaces_certified: number;
  /**
   * the Speech spaces open at the start (SpeechSpaces)
   */
  speech_spaces: number;
  /**
   * the Speech spaces once certified in Administration (SpeechSpacesCertified)
   */
  speech_spaces_certified: number;
  /**
   * a player's own Speech tokens (OwnSpeechTokens)
   */
  own_speech_tokens: number;
  /**
   * the own tokens on Speech spaces at setup (StartSpeechOnSpaces)
   */
  start_speech_on_spaces: number;
  /**
   * the last space of the Banked Shift track (BankedShiftMax)
   */
  banked_shift_max: number;
  /**
   * the part cubes of each type (PartsPerType)
   */
  parts_per_type: number;
  /**
   * the cars of each model (CarsPerModel)
   */
  cars_per_model: number;
  /**
   * the Book tokens (BookSupply)
   */
  book_supply: number;
  /**
   * the Parts Voucher tokens (VoucherSupply)
   */
  voucher_supply: number;
  /**
   * the assembly line: spaces and arrows (Conveyor) Index: conveyor space (s1, s2, s3, s4, s5, a1, b1, b2, c1, c2, d1, d2, e1)
   *
   * @minItems 13
   * @maxItems 13
   */
  conveyor: [
    PrintedConveyorSpace,
    PrintedConveyorSpace,
    PrintedConveyorSpace,
    PrintedConveyorSpace,
    PrintedConveyorSpace,
    PrintedConveyorSpace,
    PrintedConveyorSpace,
    PrintedConveyorSpace,
    PrintedConveyorSpace,
    PrintedConveyorSpace,
    PrintedConveyorSpace,
    PrintedConveyorSpace,
    PrintedConveyorSpace
  ];
  /**
   * a car's value by model (CarValues) Index: model (city, suv, truck, sports, concept)
   *
   * @minItems 5
   * @maxItems 5
   */
  car_values: [number, number, number, number, number];
  /**
   * the basic garages' benefits (GarageBenefits) Index: basic garage, 0 first
   *
   * @minItems 4
   * @maxItems 4
   */
  garage_benefits: [Benefit, Benefit, Benefit, Benefit];
  /**
   * an Expert's garage benefits (ExpertGarageBenefits) Index: basic garage, 0 first
   *
   * @minItems 4
   * @maxItems 4
   */
  expert_garage_benefits: [Benefit, Benefit, Benefit, Benefit];
  /**
   * the padlocked garage's benefits (PadlockBenefits) Index: benefit of the padlocked garage, in printed order
   *
   * @minItems 4
   * @maxItems 4
   */
  padlock_benefits: [Benefit, Benefit, Benefit, Benefit];
  expert_padlock_benefit: Benefit;
  /**
   * the Shifts of each workstation (WorkstationShifts) Indexed by department (rnd, assembly, logistics, design, administration); then by workstation of the department, 0 first.
   *
   * @minItems 5
   * @maxItems 5
   */
  workstation_shifts: [[number, number], [number, number], [number, number], [number, number], [number, number]];
  /**
   * the Certification track's starting section (CertStart) Index: space of the section, 0 first
   *
   * @minItems 4
   * @maxItems 4
   */
  cert_start: [Benefit, Benefit, Benefit, Benefit];
  /**
   * the Certification track's sections (CertTrack) Indexed by Certification-track section, 0 first; then by space of the section, 0 first.
   *
   * @minItems 5
   * @maxItems 5
   */
  cert_track: [
    [Benefit, Benefit, Benefit, Benefit],
    [Benefit, Benefit, Benefit, Benefit],
    [Benefit, Benefit, Benefit, Benefit],
    [Benefit, Benefit, Benefit, Benefit],
    [Benefit, Benefit, Benefit, Benefit]
  ];
  /**
   * the Demand tiles (DemandTiles) Index: Demand tile, 0 first
   *
   * @minItems 5
   * @maxItems 5
   */
  demand_tiles: [PrintedDemandTile, PrintedDemandTile, PrintedDemandTile, PrintedDemandTile, PrintedDemandTile];
  /**
   * the Design tiles (Designs) Index: Design tile, in tile order
   *
   * @minItems 35
   * @maxItems 35
   */
  designs: [
    PrintedDesignTile,
    PrintedDesignTile,
    PrintedDesignTile,
    PrintedDesignTile,
    PrintedDesignTile,
    PrintedDesignTile,
    PrintedDesignTile,
    PrintedDesignTile,
    PrintedDesignTile,
    PrintedDesignTile,
    PrintedDesignTile,
    PrintedDesignTile,
    PrintedDesignTile,
    PrintedDesignTile,
    PrintedDesignTile,
    PrintedDesignTile,
    PrintedDesignTile,
    PrintedDesignTile,
    PrintedDesignTile,
    PrintedDesignTile,
    PrintedDesignTile,
    PrintedDesignTile,
    PrintedDesignTile,
    PrintedDesignTile,
    PrintedDesignTile,
    PrintedDesignTile,
    PrintedDesignTile,
    PrintedDesignTile,
    PrintedDesignTile,
    PrintedDesignTile,
    PrintedDesignTile,
    PrintedDesignTile,
    PrintedDesignTile,
    PrintedDesignTile,
    PrintedDesignTile
  ];
  /**
   * the display columns' bonuses (ColumnBonus) Index: display column, from the stacks outward (0 nearest)
   *
   * @minItems 4
   * @maxItems 4
   */
  column_bonus: [Benefit, Benefit, Benefit, Benefit];
  /**
   * the columns Sandra clears, by players (SandraDesignColumns) Index: number of players (0 and 1 unused)
   *
   * @minItems 5
   * @maxItems 5
   */
  sandra_design_columns: [number, number, number, number, number];
  /**
   * the Factory Goal tiles (FactoryGoals) Index: Factory Goal tile: kind by kind, the easiest first
   *
   * @minItems 12
   * @maxItems 12
   */
  factory_goals: [
    FactoryGoal,
    FactoryGoal,
    FactoryGoal,
    FactoryGoal,
    FactoryGoal,
    FactoryGoal,
    FactoryGoal,
    FactoryGoal,
    FactoryGoal,
    FactoryGoal,
    FactoryGoal,
    FactoryGoal
  ];
  /**
   * the tokens on a Factory Goal tile, by players (FactoryGoalTokens) Indexed by number of players (0 and 1 unused); then by Factory Goal tile drawn of a kind: the easier, then the harder.
   *
   * @minItems 5
   * @maxItems 5
   */
  factory_goal_tokens: [[number, number], [number, number], [number, number], [number, number], [number, number]];
  /**
   * the Final Goal tiles (FinalGoals) Index: Final Goal tile, 0 first
   *
   * @minItems 6
   * @maxItems 6
   */
  final_goals: [FinalGoal, FinalGoal, FinalGoal, FinalGoal, FinalGoal, FinalGoal];
  /**
   * the Performance Goal cards (Goals) Index: Performance Goal card, by number
   *
   * @minItems 32
   * @maxItems 32
   */
  goals: [
    Goal,
    Goal,
    Goal,
    Goal,
    Goal,
    Goal,
    Goal,
    Goal,
    Goal,
    Goal,
    Goal,
    Goal,
    Goal,
    Goal,
    Goal,
    Goal,
    Goal,
    Goal,
    Goal,
    Goal,
    Goal,
    Goal,
    Goal,
    Goal,
    Goal,
    Goal,
    Goal,
    Goal,
    Goal,
    Goal,
    Goal,
    Goal
  ];
  /**
   * the Kanban Order cards (KanbanCards) Index: Kanban Order card, by number
   *
   * @minItems 12
   * @maxItems 12
   */
  kanban_cards: [
    KanbanCard,
    KanbanCard,
    KanbanCard,
    KanbanCard,
    KanbanCard,
    KanbanCard,
    KanbanCard,
    KanbanCard,
    KanbanCard,
    KanbanCard,
    KanbanCard,
    KanbanCard
  ];
  /**
   * the warehouses above the line (WarehouseAbove) Index: part type (motor, autopilot, battery, body, electronics, drivetrain)
   *
   * @minItems 6
   * @maxItems 6
   */
  warehouse_above: [boolean, boolean, boolean, boolean, boolean, boolean];
  /**
   * the benefits of the upgrade spaces (UpgradeSpaces) Indexed by model (city, suv, truck, sports, concept); then by upgrade space: one per part type, the part it takes (motor, autopilot, battery, body, electronics, drivetrain).
   *
   * @minItems 5
   * @maxItems 5
   */
  upgrade_spaces: [
    [Benefit, Benefit, Benefit, Benefit, Benefit, Benefit],
    [Benefit, Benefit, Benefit, Benefit, Benefit, Benefit],
    [Benefit, Benefit, Benefit, Benefit, Benefit, Benefit],
    [Benefit, Benefit, Benefit, Benefit, Benefit, Benefit],
    [Benefit, Benefit, Benefit, Benefit, Benefit, Benefit]
  ];
  /**
   * the Upgrade Value track (UpgradeValues) Index: space of the Upgrade Value track, the first first
   *
   * @minItems 7
   * @maxItems 7
   */
  upgrade_values: [number, number, number, number, number, number, number];
  /**
   * the Test track by players (TestTracks) Index: number of players (0 and 1 unused)
   *
   * @minItems 5
   * @maxItems 5
   */
  test_tracks: [TestTrack, TestTrack, TestTrack, TestTrack, TestTrack];
  /**
   * the Shifts a claimed car's position costs (ClaimCosts) Index: car behind the Pace Car, the front first
   *
   * @minItems 4
   * @maxItems 4
   */
  claim_costs: [number, number, number, number];
  /**
   * the PP of the most advanced on a track (TrackScores) Index: player on the track, the most advanced first
   *
   * @minItems 3
   * @maxItems 3
   */
  track_scores: [number, number, number];
  /**
   * the Award tiles' benefits (AwardBenefits) Index: Award kind, in the order of components.Award
   *
   * @minItems 4
   * @maxItems 4
   */
  award_benefits: [Benefit, Benefit, Benefit, Benefit];
  /**
   * the Award tiles of each kind (AwardTiles) Index: Award kind, in the order of components.Award
   *
   * @minItems 4
   * @maxItems 4
   */
  award_tiles: [number, number, number, number];
  /**
   * the Award tiles on a track, by players (AwardsPerTrack) Index: number of players (0 and 1 unused)
   *
   * @minItems 5
   * @maxItems 5
   */
  awards_per_track: [number, number, number, number, number];
  /**
   * solo: the Colleagues' start training (ColleagueStartTraining) Index: Colleague: Lacerda, then Turczi
   *
   * @minItems 2
   * @maxItems 2
   */
  colleague_start_training: [number, number];
  /**
   * solo: a Colleague's workstation row (ColleagueBottomStation) Index: Colleague: Lacerda, then Turczi
   *
   * @minItems 2
   * @maxItems 2
   */
  colleague_bottom_station: [boolean, boolean];
  /**
   * solo: Keeping Up's PP (KeepingUpPP) Index: End-of-Week scoring, the 1st first; later ones score the last
   *
   * @minItems 4
   * @maxItems 4
   */
  keeping_up_pp: [number, number, number, number];
  /**
   * solo: the Colleagues' start spots (ColleagueStartSpots) Indexed by Colleague: Lacerda, then Turczi; then by start spot, 0 first.
   *
   * @minItems 2
   * @maxItems 2
   */
  colleague_start_spots: [[number, number], [number, number]];
  /**
   * solo: the department deck (SoloDepartmentDeck) Index: department card, by id; the last is the reshuffle card
   *
   * @minItems 11
   * @maxItems 11
   */
  solo_department_deck: [
    SoloDepartmentCard,
    SoloDepartmentCard,
    SoloDepartmentCard,
    SoloDepartmentCard,
    SoloDepartmentCard,
    SoloDepartmentCard,
    SoloDepartmentCard,
    SoloDepartmentCard,
    SoloDepartmentCard,
    SoloDepartmentCard,
    SoloDepartmentCard
  ];
  /**
   * solo: the selection deck (SoloSelectionDeck) Index: selection card, by id
   *
   * @minItems 18
   * @maxItems 18
   */
  solo_selection_deck: [
    SoloSelectionCard,
    SoloSelectionCard,
    SoloSelectionCard,
    SoloSelectionCard,
    SoloSelectionCard,
    SoloSelectionCard,
    SoloSelectionCard,
    SoloSelectionCard,
    SoloSelectionCard,
    SoloSelectionCard,
    SoloSelectionCard,
    SoloSelectionCard,
    SoloSelectionCard,
    SoloSelectionCard,
    SoloSelectionCard,
    SoloSelectionCard,
    SoloSelectionCard,
    SoloSelectionCard
  ];
  /**
   * solo: what Sandra's department selects (SoloSandraSelects) Index: department (rnd, assembly, logistics, design, administration)
   *
   * @minItems 5
   * @maxItems 5
   */
  solo_sandra_selects: [SoloSandra, SoloSandra, SoloSandra, SoloSandra, SoloSandra];
  /**
   * solo: the Colleagues' provide order (SoloProvideOrder) Index: place in the order, the first first
   *
   * @minItems 5
   * @maxItems 5
   */
  solo_provide_order: [Model, Model, Model, Model, Model];
  /**
   * solo: Turczi's claim order (TurcziClaimOrder) Index: place in the order, the first first
   *
   * @minItems 5
   * @maxItems 5
   */
  turczi_claim_order: [Model, Model, Model, Model, Model];
  /**
   * solo: where a Colleague sends a car at a branch (ColleagueBranches) Indexed by Colleague: Lacerda, then Turczi; then by conveyor space (s1, s2, s3, s4, s5, a1, b1, b2, c1, c2, d1, d2, e1).
   *
   * @minItems 2
   * @maxItems 2
   */
  colleague_branches: [
    [number, number, number, number, number, number, number, number, number, number, number, number, number],
    [number, number, number, number, number, number, number, number, number, number, number, number, number]
  ];
  solo_scores: SoloScoring;
}
/**
 * ConveyorSpace is one space of the assembly line: a model's colour space, where its new cars start, or a yellow plate.
 */
export interface PrintedConveyorSpace {
  /**
   * Name is the space's short label: s1 to s5 for the colour spaces of lanes 1 to 5 (top to bottom), a1 to e1 for the plates.
   */
  name: string;
  /**
   * Start reports whether this is a colour space; Model is then its model.
   */
  start: boolean;
  model: Model;
  /**
   * Next lists the arrows leaving the space; where there are two the player chooses. Index: arrow leaving the space, in printed order
   */
  next?: PrintedConveyorLink[];
}
/**
 * ConveyorLink is one arrow of the assembly line: to another space, or off the line by an exit worth PP.
 */
export interface PrintedConveyorLink {
  /**
   * To is the index in Conveyor of the space the arrow leads to, or Exit.
   */
  to: number;
  /**
   * PP is what a car leaving by this exit scores; 0 for an arrow between spaces.
   */
  pp: number;
}
/**
 * DemandTile is a Demand tile: a model and the Generic Speech tokens put on it when it is revealed.
 */
export interface PrintedDemandTile {
  model: Model;
  /**
   * the Generic Speech tokens put on the tile
   */
  speech: number;
}
/**
 * DesignTile is one Design tile: a model and the part it shows, if any. Seed (refresher: one per part type and one without a part for each model).
 */
export interface PrintedDesignTile {
  model: Model;
  part: Part;
  /**
   * whether the tile shows a part
   */
  has_part: boolean;
}
/**
 * FactoryGoal is one Factory Goal tile: a kind and the count that meets it.
 */
export interface FactoryGoal {
  kind: FactoryGoalKind;
  /**
   * the count that meets it
   */
  threshold: number;
}
/**
 * Achievement is one achievement of a Final Goal tile: a kind, the number it needs (unused by the kinds that need none) and the PP it is worth when a Speech token claims it.
 */
export interface Achievement {
  kind: AchievementKind;
  /**
   * the number it needs, or 0 for a kind that needs none
   */
  n: number;
  /**
   * what a Speech token claiming it scores
   */
  pp: number;
}
/**
 * Goal is a Performance Goal card: what it counts, the PP per time the speaker meets it, and its speech icons in the order tokens fill them (the highest number first). A token on an icon scores PP times the count, the count capped by the icon's number.
 */
export interface Goal {
  measure: GoalMeasure;
  /**
   * the PP per count
   */
  pp: number;
  /**
   * the number on each speech icon, highest first Index: speech icon, in the card's icon order
   *
   * @minItems 3
   * @maxItems 3
   */
  icons: [number, number, number];
}
/**
 * SoloDepartmentCard is a card of the Colleagues' department deck: a department, the parts of its Plan (up to 2) and the Lacerda-double flag the helper stores but never reads (R-SOLO-10). The reshuffle card has Reshuffle set and no other meaning.
 */
export interface SoloDepartmentCard {
  dept: Department;
  /**
   * the parts of its Plan, up to 2 Index: place in the order, the first first
   */
  plan?: Part[];
  /**
   * a flag the Colleagues never read (R-SOLO-10)
   */
  lacerda_double: boolean;
  /**
   * whether this is the reshuffle card
   */
  reshuffle: boolean;
}
/**
 * SoloSelectionCard is a card of the selection deck: a part and which column card the Colleague takes, the top one or the bottom one (R-SOLO-12).
 */
export interface SoloSelectionCard {
  part: Part;
  /**
   * whether he takes the column's top card, or else its bottom one
   */
  top: boolean;
}
/**
 * SoloSandra is what Sandra's department selects for the Colleagues, by department, her desk counting as Administration (app.js 755–781; html 208, 212–218).
 */
export interface SoloSandra {
  model: Model;
  /**
   * DesignColumn is the display column a Colleague takes both Designs of in Design, 0 next to the stacks; -1 for the top tile of each First Office stack (R-SOLO-23).
   */
  design_column: number;
  /**
   * KanbanAbove reports whether a Colleague's Kanban card lies with 4 symbols above the line (R-SOLO-22).
   */
  kanban_above: boolean;
}
/**
 * SoloScoring is what a Colleague scores, and what the human loses, by the solo mode's rules and its Difficulty cards: the printed numbers of the solo helper that an edition may correct.
 */
export interface SoloScoring {
  /**
   * a Generic Speech token a Colleague gains (ColleagueSpeechPP)
   */
  speech_pp: number;
  /**
   * the same with Difficulty card #2 (CushySpeechPP)
   */
  cushy_speech_pp: number;
  /**
   * a Design without a part a Colleague returns (ColleagueBlankDesignPP)
   */
  blank_design_pp: number;
  /**
   * each Upgraded Design in a Colleague's pile at end of week (ColleagueWeekPP)
   */
  week_pp: number;
  /**
   * the same with Difficulty card #6 (IncreasedQuotasPP)
   */
  increased_quotas_pp: number;
  /**
   * an upgrade space without PP covered, with card #5 (OptimizedUpgradePP)
   */
  optimized_upgrade_pp: number;
  /**
   * what the human loses with card #7 (ForcedOvertimeShifts)
   */
  forced_overtime_shifts: number;
}
/**
 * A choice by the action's dense ID.
 */
export interface IDAnswer {
  id: number;
  /**
   * The number of the message answered.
   */
  n?: number;
}
/**
 * A choice by the action's notation, as kanban.ParseAction reads it.
 */
export interface ActionAnswer {
  action: string;
  /**
   * The number of the message answered.
   */
  n?: number;
}
