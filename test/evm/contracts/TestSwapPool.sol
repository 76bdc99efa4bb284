// SPDX-License-Identifier: MIT
// Test-only AMM for the transaction preview (issue 32); compiled by test/evm/swapPool.ts.
pragma solidity ^0.8.20;

interface IToken {
    function transferFrom(address from, address to, uint256 value) external returns (bool);
    function transfer(address to, uint256 value) external returns (bool);
}

/// A constant-product pool of two tokens with Uniswap v2's 0.3% fee: with 100 of each in
/// the pool, 100 in gives 49.92 out. `minOut` above what the pool gives reverts with a
/// reason, as a dapp's slippage check does.
contract TestSwapPool {
    address public immutable tokenA;
    address public immutable tokenB;
    uint256 public reserveA;
    uint256 public reserveB;

    event Swap(address indexed who, address tokenIn, uint256 amountIn, uint256 amountOut);

    constructor(address a, address b) {
        tokenA = a;
        tokenB = b;
    }

    function addLiquidity(uint256 a, uint256 b) external {
        IToken(tokenA).transferFrom(msg.sender, address(this), a);
        IToken(tokenB).transferFrom(msg.sender, address(this), b);
        reserveA += a;
        reserveB += b;
    }

    function quote(address tokenIn, uint256 amountIn) public view returns (uint256) {
        (uint256 rIn, uint256 rOut) = tokenIn == tokenA ? (reserveA, reserveB) : (reserveB, reserveA);
        uint256 inWithFee = amountIn * 997;
        return (inWithFee * rOut) / (rIn * 1000 + inWithFee);
    }

    function swap(address tokenIn, uint256 amountIn, uint256 minOut) external returns (uint256 out) {
        require(tokenIn == tokenA || tokenIn == tokenB, "TestSwapPool: unknown token");
        out = quote(tokenIn, amountIn);
        require(out >= minOut, "TestSwapPool: insufficient output amount");
        IToken(tokenIn).transferFrom(msg.sender, address(this), amountIn);
        address tokenOut = tokenIn == tokenA ? tokenB : tokenA;
        IToken(tokenOut).transfer(msg.sender, out);
        if (tokenIn == tokenA) {
            reserveA += amountIn;
            reserveB -= out;
        } else {
            reserveB += amountIn;
            reserveA -= out;
        }
        emit Swap(msg.sender, tokenIn, amountIn, out);
    }
}
