# Independent numpy/scipy reference for the profile filters (Gwyddion's library has no ISO profile
# filter: its roughness tool lives in a GUI module). Reads JSON {z, spacing, cutoff, beta} on stdin,
# levels z by numpy.polyfit, and prints the Gaussian mean line (scipy.ndimage.gaussian_filter1d with
# σ = α λc / √(2π), truncated at ±λc; compare away from the ends, where scipy reflects instead of
# renormalising) and the spline mean lines for the given tensions (dense solve of
# (I + β α² DᵀD + (1 − β) α⁴ D₂ᵀD₂) w = z, ISO/TS 16610-22, natural boundaries).
import json
import sys

import numpy as np
from scipy.ndimage import gaussian_filter1d

spec = json.load(sys.stdin)
z = np.asarray(spec["z"], dtype=float)
dx = spec["spacing"]
cutoff = spec["cutoff"]
n = z.size
x = np.arange(n, dtype=float)
z = z - np.polyval(np.polyfit(x, z, 1), x)

alpha_g = np.sqrt(np.log(2) / np.pi)
sigma = alpha_g * cutoff / np.sqrt(2 * np.pi) / dx
gaussian = gaussian_filter1d(z, sigma, mode="reflect", truncate=(cutoff / dx) / sigma)

d1 = np.diff(np.eye(n), 1, axis=0)
d2 = np.diff(np.eye(n), 2, axis=0)
alpha = 1 / (2 * np.sin(np.pi * dx / cutoff))
splines = {}
for beta in spec["betas"]:
    a = np.eye(n) + beta * alpha**2 * d1.T @ d1 + (1 - beta) * alpha**4 * d2.T @ d2
    splines[str(beta)] = np.linalg.solve(a, z).tolist()

json.dump({"levelled": z.tolist(), "gaussian": gaussian.tolist(), "splines": splines}, sys.stdout)
