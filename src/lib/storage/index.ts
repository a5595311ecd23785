/**
 * The storage layer's public API (DESIGN.md "Sessions, saves, undo"). Import from
 * `$lib/storage` in the app; tests may import the modules directly.
 */
export { MiddleEarthDb, openDatabase, getDb, strictDb, DB_NAME, SCHEMA_HISTORY, requestPersistentStorage, newId, type SchemaStep } from './db';
export { SAVE_FORMAT_VERSION, APP_VERSION, type SaveRecord, type SaveSummary, type SaveStatus, type DamagedSave, type CampaignRecord, type CampaignStatus, type DeckRecord, type SaveMeta, type EventRow, type SnapshotRow } from './types';
export { StorageError, StorageFullError, SaveNotFoundError, SaveConflictError, SaveDamagedError, SaveBrokenError, ImportError, isQuotaError, type ImportReason, type ImportDetails } from './errors';
export { createSave, putSaveRecord, setSnapshot, getSave, getRawSave, checkSave, listSaves, listLibrary, mostRecentActive, deleteSave, duplicateSave, commitEvent, replaceLog, repairSave, setSaveStatus, setSaveTitle, summarize, type NewSave, type LogTie, type RawSave, type CheckedSave } from './saves';
export { openSave, resolveDefinition, setupOf, type DefinitionSource, type OpenSuccess, type OpenFailure, type OpenFailureCode } from './resume';
export { exportSave, exportAllSaves, importSaves, parseFile, parseSaveFile, saveFileBody, savesFileBody, APP_MARKER, IMPORT_LIMITS, type ExportedFile, type ImportedSave, type ImportResult, type SaveFile, type SavesFile } from './transfer';
export { LiveGame, MoveCancelledError, SAVES_CHANNEL, isCheckpoint, randomSeed, type LiveChange } from './live';
export { logHash, chainLogHash, LOG_HASH_EMPTY } from './hash';
export { NAME_MAX, TITLE_MAX, cleanName, clampName } from './schemas';
export { migrateSave } from './migrate';
export { createCampaign, getCampaign, listCampaigns, addSaveToCampaign, updateCampaign, deleteCampaign, checkpointCampaign, CampaignNotFoundError } from './campaigns';
export { listDecks, getDeck, putDeck, renameDeck, deleteDeck } from './decks';
