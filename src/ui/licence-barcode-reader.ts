import { BarcodeFormat, BinaryBitmap, DecodeHintType, HybridBinarizer, PDF417Reader, RGBLuminanceSource } from '@zxing/library';
import { bytesFromLatin1Text } from '../domain/sa-driving-licence';

/**
 * The PDF417 on the back of a driving licence card, as bytes (ZXing's PDF417 reader, loaded
 * with the capture on first use): the picture in grey, binarised, decoded; null when none is found.
 */
export async function readLicenceBarcode(image: Blob): Promise<Uint8Array | null> {
  const bitmap = await createImageBitmap(image);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
  const grey = new Uint8ClampedArray(width * height);
  for (let index = 0; index < grey.length; index++) {
    grey[index] = ((data[index * 4] ?? 0) * 299 + (data[index * 4 + 1] ?? 0) * 587 + (data[index * 4 + 2] ?? 0) * 114) / 1000;
  }
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.TRY_HARDER, true],
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.PDF_417]],
  ]);
  try {
    const result = new PDF417Reader().decode(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(grey, width, height))), hints);
    return bytesFromLatin1Text(result.getText());
  } catch {
    return null;
  }
}
