export {
  DEFAULT_UPLOAD_LIMITS,
  checkUploadFile,
  type UploadCheck,
  type UploadKind,
} from "./check-upload-file.js";
