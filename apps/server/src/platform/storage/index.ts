export { databaseFileStore } from './database-file-store.ts';
export { checkFileKey, type FileStore, type StoredFile } from './file-store.ts';
export { folderFileStore } from './folder-file-store.ts';
export { FileStorageError, objectUrl, type S3StorageConfig, s3FileStore } from './s3-file-store.ts';
export {
  type FileStorageConfig,
  fileStorageEnvironment,
  fileStoreFromConfig,
  readFileStorageConfig,
} from './storage-config.ts';
