// The workspace's estimate scale, for the cards, rows and columns of a project page (its query reads it once). Points
// outside a provider: what a page that does not read the scale showed before scales existed.
import { createContext, useContext } from 'react';
import { isEstimateScale, type EstimateScale } from '@/rules/estimate';

const EstimateScaleContext = createContext<EstimateScale>('POINTS');

export const EstimateScaleProvider = EstimateScaleContext.Provider;

export const useEstimateScale = () => useContext(EstimateScaleContext);

/** A scale as the server sends it (a newer one this client does not know reads as points). */
export const knownScale = (scale: string | null | undefined): EstimateScale => (isEstimateScale(scale) ? scale : 'POINTS');
