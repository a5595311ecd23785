/**
 * The storage layer's public API (DESIGN.md "Sessions, saves, undo"). Import from
 * `$lib/storage` in the app; tests may import the modules directly.
 */
export { MiddleEarthDb, openDatabase, getDb, DB_NAME, SCHEMA_HISTORY, requestPersistentStorage, newId, type SchemaStep } from './db';
export { SAVE_FORMAT_VERSION, type SaveRecord, type SaveSummary, type SaveStatus, type CampaignRecord, type CampaignStatus, type SaveMeta, type EventRow, type SnapshotRow } from './types';
export { StorageError, StorageFullError, SaveNotFoundError, SaveConflictError, ImportError, isQuotaError } from './errors';
export { createSave, putSaveRecord, setSnapshot, getSave, listSaves, mostRecentActive, deleteSave, commitEvent, replaceLog, setSaveStatus, setSaveTitle, summarize, type NewSave } from './saves';
export { openSave, resolveDefinition, setupOf, type DefinitionSource, type OpenSuccess, type OpenFailure, type OpenFailureCode } from './resume';
export { exportSave, exportAllSaves, importSaves, parseSaveFile, saveFileBody, savesFileBody, APP_MARKER, IMPORT_LIMITS, type ExportedFile, type ImportedSave, type SaveFile, type SavesFile } from './transfer';
export { LiveGame, randomSeed } from './live';
export { createCampaign, getCampaign, listCampaigns, addSaveToCampaign, updateCampaign, deleteCampaign, CampaignNotFoundError } from './campaigns';
export { getSettings, getSetting, setSetting, DEFAULT_SETTINGS, type Settings } from './settings';
