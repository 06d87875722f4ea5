import { createCanvas, type SKRSContext2D } from '../../canvas/index';

export const poster = (): SKRSContext2D => createCanvas(1, 1).getContext('2d');
